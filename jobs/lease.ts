import type pg from 'pg';

/*
 * A job that must not be run twice at once, and must be started again when its process dies (graphile-worker
 * leaves a dead process's job locked for hours), holds a lease: a PostgreSQL advisory lock in a transaction of its
 * own connection. The lock goes with the connection, so a free lease of work marked as running means its run died.
 */
const TRY_LOCK = `SELECT pg_try_advisory_xact_lock(hashtextextended($1, 0)) AS held`;

/** Takes the lease on a connection in a transaction (the caller's BEGIN); false while another run holds it. */
export async function takeLease(client: pg.ClientBase, key: string): Promise<boolean> {
  const { rows } = await client.query<{ held: boolean }>(TRY_LOCK, [key]);
  return rows[0]?.held ?? false;
}

/** Whether nobody holds the lease now (its run, if any, died). */
export async function leaseFree(pool: pg.Pool, key: string): Promise<boolean> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    return await takeLease(client, key);
  } finally {
    await client.query('ROLLBACK').catch(() => undefined);
    client.release();
  }
}

/** Runs `work` holding the lease; while another run holds it, runs nothing and answers `held`. */
export async function withLease<T>(pool: pg.Pool, key: string, work: () => Promise<T>): Promise<{ held: true } | { held: false; result: T }> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    if (!(await takeLease(client, key))) return { held: true };
    return { held: false, result: await work() };
  } finally {
    await client.query('ROLLBACK').catch(() => undefined);
    client.release();
  }
}
