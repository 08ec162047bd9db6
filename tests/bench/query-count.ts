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
      counts.set(text, (counts.get(text) ?? 0) + 1);
    }
    return Reflect.apply(original, this, args);
  };
  Object.assign(pg.Client.prototype, { query: counted });
  return {
    start: () => void (counting = true),
    stop: () => void (counting = false),
    /** The counts divided by `per`, largest first, and their total. */
    per(per: number) {
      // Counted by the whole text, shortened only here: a regular expression per query was a percent of the
      // portal's time during the commands' rounds, which the HTTP floor's rounds do not pay.
      const byQuery = new Map<string, number>();
      for (const [text, n] of counts) {
        const query = text.replace(/\s+/g, ' ').trim().slice(0, 100);
        byQuery.set(query, (byQuery.get(query) ?? 0) + n);
      }
      const rows = [...byQuery].sort((a, b) => b[1] - a[1]).map(([query, n]) => ({ query, perCommand: Math.round((n / per) * 1000) / 1000 }));
      return { total: Math.round(([...counts.values()].reduce((a, b) => a + b, 0) / per) * 1000) / 1000, queries: rows.slice(0, 20) };
    },
    restore: () => void Object.assign(pg.Client.prototype, { query: original }),
  };
}
