import pg from 'pg';
import { inTransaction } from './checkpoints.js';
import type { Projection } from './projection.js';

/** Indexes built at once (PostgreSQL also gives each large build parallel workers of its own). */
const INDEX_BUILDS = 2;
/**
 * The memory each build sorts in: the default (64 MB) spills an index of millions of activities to disk. Two builds
 * at once, during a rebuild only.
 */
const BUILD_MEMORY = '256MB';

/** Runs the statements that build indexes, in their order, INDEX_BUILDS at a time. */
export async function buildIndexes(pool: pg.Pool, definitions: readonly string[]): Promise<void> {
  const queue = [...definitions];
  const builder = async () => {
    for (let definition = queue.shift(); definition !== undefined; definition = queue.shift()) {
      const build = definition;
      await inTransaction(pool, async (db) => {
        await db.query(`SET LOCAL maintenance_work_mem TO '${BUILD_MEMORY}'`);
        await db.query(build);
      });
    }
  };
  await Promise.all(Array.from({ length: INDEX_BUILDS }, builder));
}

/**
 * Drops every index left on the fresh copies in `schema`, keys and unique constraints included, and answers how to put
 * them back, under their names: for a bulk that only adds rows (a rebuild stream by stream), which then builds each
 * once instead of keeping it up to date row by row.
 */
export async function dropIndexes(pool: pg.Pool, schema: string): Promise<() => Promise<void>> {
  const { rows } = await pool.query<{ table: string; name: string; definition: string; constraint: string | null }>(
    `SELECT t.relname AS table, i.relname AS name, pg_get_indexdef(i.oid) AS definition, pg_get_constraintdef(k.oid) AS constraint
     FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
     LEFT JOIN pg_constraint k ON k.conindid = i.oid AND k.conrelid = t.oid AND k.contype IN ('p', 'u', 'x')
     WHERE t.relnamespace = $1::regnamespace`,
    [schema],
  );
  const builds: string[] = [];
  for (const { table, name, definition, constraint } of rows) {
    const [on, index] = [`${schema}.${pg.escapeIdentifier(table)}`, pg.escapeIdentifier(name)];
    await pool.query(constraint ? `ALTER TABLE ${on} DROP CONSTRAINT ${index}` : `DROP INDEX ${schema}.${index}`);
    builds.push(constraint ? `ALTER TABLE ${on} ADD CONSTRAINT ${index} ${constraint}` : definition);
  }
  return () => buildIndexes(pool, builds);
}

/**
 * Drops from the fresh copies the projection's deferred indexes (`LIKE … INCLUDING ALL` copied them under names of
 * its own), and answers the statements that build them, under their own names, once the history is in.
 */
export async function deferIndexes(pool: pg.Pool, schema: string, projection: Projection): Promise<string[]> {
  if (!projection.deferredIndexes?.length) return [];
  const { rows } = await pool.query<{ table: string; name: string; definition: string; schema: string }>(
    `SELECT tablename AS table, indexname AS name, indexdef AS definition, schemaname AS schema FROM pg_indexes
     WHERE schemaname IN ('public', $1) AND tablename = ANY($2::text[])`,
    [schema.slice(1, -1), projection.tables],
  );
  // An index's definition without its name and schema: how a copy is told from the original.
  const shape = (row: { definition: string }) => row.definition.replace(/INDEX \S+ ON \S+\./, 'INDEX ON ');
  const builds: string[] = [];
  // In the projection's order (see deferredIndexes).
  const originals = projection.deferredIndexes.flatMap((name) => rows.filter((row) => row.schema === 'public' && row.name === name));
  for (const original of originals) {
    const copy = rows.find((row) => row.schema !== 'public' && row.table === original.table && shape(row) === shape(original));
    if (!copy) throw new Error(`The rebuild of ${projection.name} found no copy of the index ${original.name}`);
    await pool.query(`DROP INDEX ${schema}.${pg.escapeIdentifier(copy.name)}`);
    builds.push(original.definition.replace(` ON public.${original.table} `, ` ON ${schema}.${original.table} `));
  }
  const missing = projection.deferredIndexes.filter((name) => !rows.some((row) => row.schema === 'public' && row.name === name));
  if (missing.length > 0) throw new Error(`The rebuild of ${projection.name} defers indexes that do not exist: ${missing.join(', ')}`);
  return builds;
}
