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
    const pattern = param(`%${escapeLike(query.search.toLowerCase())}%`);
    clauses.push(`(${spec.search.map((column) => `lower(${column}) LIKE ${pattern}`).join(' OR ')})`);
  }
  const sortField = spec.fields[query.sort.field]!;
  const direction = query.sort.direction === 'desc' ? 'DESC' : 'ASC';
  const sortExpression = sortField.kind === 'text' ? `lower(${sortField.sql})` : sortField.sql;
  return {
    where: clauses.join(' AND '),
    // Empty values last either way (ASC NULLS LAST is also the order an ascending index gives).
    orderBy: `${sortExpression} ${direction} NULLS LAST, ${spec.fields.id.sql} ${direction}`,
    params,
  };
}

function conditionSql(spec: ListSpec, condition: Condition, param: (value: unknown) => string): string {
  const field = spec.fields[condition.field]!;
  const column = field.sql;
  const [value = ''] = condition.values;
  if (field.predicates && ['eq', 'neq', 'in'].includes(condition.operator)) {
    const any = `(${condition.values.map((v) => field.predicates![v]).join(' OR ')})`;
    return condition.operator === 'neq' ? `NOT ${any}` : any;
  }
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
      // lower() LIKE rather than ILIKE: the same matches, a good deal cheaper per row.
      return `lower(${column}) LIKE ${param(`%${escapeLike(value.toLowerCase())}%`)}`;
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

/**
 * Runs a list query: one page of rows and the total number of matches, side by side on two connections. The
 * page walks the sort index and stops after `limit` rows; only the count looks at every match.
 */
export async function runList<Row extends pg.QueryResultRow>(
  db: pg.Pool,
  spec: ListSpec,
  query: ListQuery,
  from: { select: string; from: string; where: string; params: unknown[] },
): Promise<{ rows: Row[]; total: number }> {
  const sql = listSql(spec, query, from.where, from.params);
  const [page, counted] = await Promise.all([
    db.query<Row>(
      `SELECT ${from.select} FROM ${from.from} WHERE ${sql.where} ORDER BY ${sql.orderBy} LIMIT ${query.limit} OFFSET ${query.offset}`,
      sql.params,
    ),
    db.query<{ total: string }>(`SELECT count(*) AS total FROM ${from.from} WHERE ${sql.where}`, sql.params),
  ]);
  return { rows: page.rows, total: Number(counted.rows[0]?.total ?? 0) };
}
