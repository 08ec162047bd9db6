import pg from 'pg';

/**
 * Counts every `pg.Client#query` of this process by its text while counting is on: the portal's pools, its
 * runners' and the job queue's included. What a request costs PostgreSQL is mostly its round trips, so the
 * commands benchmark reports them per command beside the rate.
 */
export function queryCounter() {
  const counts = new Map<string, number>();
  const original = pg.Client.prototype.query;
  let counting = false;
  const counted = function (this: pg.Client, ...args: unknown[]): unknown {
    if (counting) {
      const [config] = args;
      const text = typeof config === 'string' ? config : ((config as { text?: string } | undefined)?.text ?? '?');
      const key = text.replace(/\s+/g, ' ').trim().slice(0, 100);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return Reflect.apply(original, this, args);
  };
  Object.assign(pg.Client.prototype, { query: counted });
  return {
    start: () => void (counting = true),
    stop: () => void (counting = false),
    /** The counts divided by `per`, largest first, and their total. */
    per(per: number) {
      const rows = [...counts].sort((a, b) => b[1] - a[1]).map(([query, n]) => ({ query, perCommand: Math.round((n / per) * 1000) / 1000 }));
      return { total: Math.round(([...counts.values()].reduce((a, b) => a + b, 0) / per) * 1000) / 1000, queries: rows.slice(0, 20) };
    },
    restore: () => void Object.assign(pg.Client.prototype, { query: original }),
  };
}
