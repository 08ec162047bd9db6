import type pg from 'pg';
import { START, type GlobalPosition } from '../eventstore/port.js';

export async function readCheckpoint(db: pg.ClientBase | pg.Pool, projection: string): Promise<GlobalPosition> {
  const { rows } = await db.query<{ commit: string; prepare: string }>(
    'SELECT commit, prepare FROM projection_checkpoints WHERE projection = $1',
    [projection],
  );
  const row = rows[0];
  return row ? { commit: Number(row.commit), prepare: Number(row.prepare) } : START;
}

export async function writeCheckpoint(db: pg.ClientBase, projection: string, position: GlobalPosition): Promise<void> {
  await db.query(
    `INSERT INTO projection_checkpoints (projection, commit, prepare) VALUES ($1, $2, $3)
     ON CONFLICT (projection) DO UPDATE SET commit = $2, prepare = $3, updated_at = now()`,
    [projection, position.commit, position.prepare],
  );
}

/** Moves the checkpoint forward to `position`, never back (another runner may be further already). */
export async function advanceCheckpoint(db: pg.ClientBase, projection: string, position: GlobalPosition): Promise<void> {
  await db.query(
    `INSERT INTO projection_checkpoints AS c (projection, commit, prepare) VALUES ($1, $2, $3)
     ON CONFLICT (projection) DO UPDATE SET commit = $2, prepare = $3, updated_at = now()
     WHERE (c.commit, c.prepare) < ($2::bigint, $3::bigint)`,
    [projection, position.commit, position.prepare],
  );
}

/** Serialises everyone who moves a projection forward (runners in every process, a rebuild's swap). */
export async function lockProjection(db: pg.ClientBase, projection: string): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`projection:${projection}`]);
}

/** Runs `work` in a transaction on a client of its own. */
export async function inTransaction<T>(pool: pg.Pool, work: (db: pg.PoolClient) => Promise<T>): Promise<T> {
  const db = await pool.connect();
  // A connection that dies mid-transaction must not go back into the pool; its late errors are expected.
  let broken: Error | undefined;
  const onError = (error: Error) => {
    broken ??= error;
  };
  db.on('error', onError);
  try {
    await db.query('BEGIN');
    const result = await work(db);
    await db.query('COMMIT');
    return result;
  } catch (error) {
    if (!broken) await db.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    if (!broken) db.off('error', onError);
    db.release(broken);
  }
}
