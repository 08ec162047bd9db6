import type pg from 'pg';

/** A row of a table keyed by (client_id, id). */
export interface KeyedRow {
  client_id: string;
  id: string;
}

export interface TableShape<Row extends KeyedRow> {
  readonly table: string;
  /** Every column with its PostgreSQL type, client_id and id first. */
  readonly columns: ReadonlyArray<readonly [keyof Row & string, string]>;
}

/**
 * The rows a batch of events touches, folded in memory: loaded once, changed by each event, and written
 * back with one upsert and one delete. null marks a row removed in this batch.
 */
export class RowBatch<Row extends KeyedRow> {
  private readonly rows = new Map<string, Row | null>();

  constructor(private readonly shape: TableShape<Row>) {}

  async load(db: pg.ClientBase, keys: ReadonlyArray<readonly [string, string]>): Promise<void> {
    if (keys.length === 0) return;
    const { rows } = await db.query<Row>(
      `SELECT ${this.names().join(', ')} FROM ${this.shape.table}
       WHERE (client_id, id) IN (SELECT * FROM unnest($1::uuid[], $2::uuid[]))`,
      [keys.map(([client]) => client), keys.map(([, id]) => id)],
    );
    for (const row of rows) this.rows.set(key(row.client_id, row.id), row);
  }

  get(clientId: string, id: string): Row | undefined {
    return this.rows.get(key(clientId, id)) ?? undefined;
  }

  set(row: Row): void {
    this.rows.set(key(row.client_id, row.id), row);
  }

  /** Changes a row that exists; an event about a row the batch does not know changes nothing. */
  update(clientId: string, id: string, change: Partial<Row>): void {
    const row = this.get(clientId, id);
    if (row) this.set({ ...row, ...change });
  }

  remove(clientId: string, id: string): void {
    this.rows.set(key(clientId, id), null);
  }

  async write(db: pg.ClientBase): Promise<void> {
    const kept = [...this.rows.values()].filter((row): row is Row => row !== null);
    const removed = [...this.rows.entries()].filter(([, row]) => row === null).map(([k]) => k.split('/') as [string, string]);
    const names = this.names();
    if (kept.length > 0) {
      const arrays = this.shape.columns.map(([, type], index) => `$${index + 1}::${type}[]`);
      const updates = names.slice(2).map((name) => `${name} = excluded.${name}`);
      await db.query(
        `INSERT INTO ${this.shape.table} (${names.join(', ')}) SELECT * FROM unnest(${arrays.join(', ')})
         ON CONFLICT (client_id, id) DO UPDATE SET ${updates.join(', ')}`,
        names.map((name) => kept.map((row) => row[name as keyof Row] ?? null)),
      );
    }
    if (removed.length > 0) {
      await db.query(`DELETE FROM ${this.shape.table} WHERE (client_id, id) IN (SELECT * FROM unnest($1::uuid[], $2::uuid[]))`, [
        removed.map(([client]) => client),
        removed.map(([, id]) => id),
      ]);
    }
  }

  private names(): string[] {
    return this.shape.columns.map(([name]) => name);
  }
}

const key = (clientId: string, id: string) => `${clientId}/${id}`;
