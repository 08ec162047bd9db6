import type pg from 'pg';

/** A row of the descriptions read model, with the names of its owner and of the people it is offered to. */
export interface DescriptionRow {
  id: string;
  client_id: string;
  owner_id: string;
  owner_name: string;
  dimension_id: string | null;
  description: string;
  enabled: boolean;
  personal: boolean;
  users: Array<{ id: string; name: string }>;
  created_at: Date;
  updated_at: Date;
}

const personName = (alias: string) => `concat_ws(' ', ${alias}.name_first, ${alias}.name_prefix, ${alias}.name_last)`;

/** The columns of a description as lists and single reads answer it (FROM descriptions d). */
export const DESCRIPTION_COLUMNS = `d.id, d.client_id, d.owner_id, d.dimension_id, d.description, d.enabled, d.personal, d.created_at, d.updated_at,
  (SELECT ${personName('o')} FROM users o WHERE o.id = d.owner_id) AS owner_name,
  COALESCE((SELECT json_agg(json_build_object('id', u.id, 'name', ${personName('u')}) ORDER BY u.name_first, u.id)
            FROM users u WHERE u.id = ANY(d.user_ids) AND u.client_id = d.client_id), '[]') AS users`;

/** What a person sees of the firm's descriptions: every one that is not personal, and their own personal ones. */
export const VISIBLE_DESCRIPTIONS = 'd.client_id = $1 AND (NOT d.personal OR d.owner_id = $2)';

/**
 * What is offered to a person when booking: enabled, and theirs (personal), for everyone, or naming them; for the
 * dimension booked or for any booking.
 */
const OFFERED_DESCRIPTIONS = `${VISIBLE_DESCRIPTIONS} AND d.enabled
  AND (d.personal OR cardinality(d.user_ids) = 0 OR $2 = ANY(d.user_ids))`;

export async function findDescription(db: pg.Pool, clientId: string, userId: string, id: string): Promise<DescriptionRow | undefined> {
  const { rows } = await db.query<DescriptionRow>(`SELECT ${DESCRIPTION_COLUMNS} FROM descriptions d WHERE ${VISIBLE_DESCRIPTIONS} AND d.id = $3`, [
    clientId,
    userId,
    id,
  ]);
  return rows[0];
}

/** The descriptions offered to a person, for the dimensions given (and those for any booking), by text. */
export async function offeredDescriptions(db: pg.Pool, clientId: string, userId: string, dimensionIds: readonly string[]): Promise<DescriptionRow[]> {
  const { rows } = await db.query<DescriptionRow>(
    `SELECT ${DESCRIPTION_COLUMNS} FROM descriptions d
     WHERE ${OFFERED_DESCRIPTIONS} AND (d.dimension_id IS NULL OR d.dimension_id = ANY($3::uuid[]))
     ORDER BY lower(d.description), d.id LIMIT 500`,
    [clientId, userId, dimensionIds],
  );
  return rows;
}
