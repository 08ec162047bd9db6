import type pg from 'pg';
import type { Condition, ListQuery } from './list-query.js';
import type { ListSpec } from './list-spec.js';

export interface ListSql {
  where: string;
  orderBy: string;
  params: unknown[];
}

/**
 * Turns a parsed list query into SQL. Every value is a parameter; field names and expressions come
 * only from the ListSpec, never from the caller. `params` starts with the caller's own (e.g. client id).
 */
export function listSql(spec: ListSpec, query: ListQuery, baseWhere: string, baseParams: unknown[]): ListSql {
  const params = [...baseParams];
  const param = (value: unknown) => `$${params.push(value)}`;
  const clauses = [baseWhere];
  for (const condition of query.conditions) clauses.push(conditionSql(spec, condition, param));
  if (query.search && spec.search.length > 0) {
    const pattern = param(`%${escapeLike(query.search)}%`);
    clauses.push(`(${spec.search.map((column) => `${column} ILIKE ${pattern}`).join(' OR ')})`);
  }
  const sortField = spec.fields[query.sort.field]!;
  const direction = query.sort.direction === 'desc' ? 'DESC' : 'ASC';
  const sortExpression = sortField.kind === 'text' ? `lower(${sortField.sql})` : sortField.sql;
  return {
    where: clauses.join(' AND '),
    orderBy: `${sortExpression} ${direction} NULLS LAST, ${spec.fields.id?.sql ?? 'id'} ${direction}`,
    params,
  };
}

function conditionSql(spec: ListSpec, condition: Condition, param: (value: unknown) => string): string {
  const field = spec.fields[condition.field]!;
  const column = field.sql;
  const [value = ''] = condition.values;
  const caseless = field.kind === 'text';
  const cast = { date: '::timestamptz', uuid: '::uuid', number: '::numeric' }[field.kind as string] ?? '';
  switch (condition.operator) {
    case 'eq':
      return caseless ? `lower(${column}) = lower(${param(value)})` : `${column} = ${param(value)}${cast}`;
    case 'eeq':
      return `${column} = ${param(value)}`;
    case 'neq':
      return caseless
        ? `lower(${column}) IS DISTINCT FROM lower(${param(value)})`
        : `${column} IS DISTINCT FROM ${param(value)}${cast}`;
    case 'lt':
      return `${column} < ${param(value)}${cast}`;
    case 'lte':
      return `${column} <= ${param(value)}${cast}`;
    case 'gt':
      return `${column} > ${param(value)}${cast}`;
    case 'gte':
      return `${column} >= ${param(value)}${cast}`;
    case 'like':
      return `${column} ILIKE ${param(`%${escapeLike(value)}%`)}`;
    case 'bool':
      return `${column} = ${param(value === 'true' || value === '1')}`;
    case 'in':
      return caseless
        ? `lower(${column}) = ANY(${param(condition.values.map((v) => v.toLowerCase()))}::text[])`
        : `${column} = ANY(${param(condition.values)}${{ uuid: '::uuid[]', number: '::numeric[]' }[field.kind as string] ?? '::text[]'})`;
  }
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Runs a list query: one page of rows and the total number of matches. */
export async function runList<Row extends pg.QueryResultRow>(
  db: pg.Pool,
  spec: ListSpec,
  query: ListQuery,
  from: { select: string; from: string; where: string; params: unknown[] },
): Promise<{ rows: Row[]; total: number }> {
  const sql = listSql(spec, query, from.where, from.params);
  const { rows } = await db.query<Row & { list_total: string }>(
    `SELECT ${from.select}, count(*) OVER () AS list_total FROM ${from.from} WHERE ${sql.where}
     ORDER BY ${sql.orderBy} LIMIT ${query.limit} OFFSET ${query.offset}`,
    sql.params,
  );
  if (rows.length > 0 || query.offset === 0) return { rows, total: Number(rows[0]?.list_total ?? 0) };
  // Past the last page the window count has no row to ride on.
  const counted = await db.query<{ total: string }>(`SELECT count(*) AS total FROM ${from.from} WHERE ${sql.where}`, sql.params);
  return { rows, total: Number(counted.rows[0]?.total ?? 0) };
}
