import type pg from 'pg';
import type { ReferenceType } from '../../domain/tags/index.js';

/** A row of the tag conditions read model, as the API answers it. */
export interface TagConditionRow {
  id: string;
  client_id: string;
  type: ReferenceType;
  value: string;
  contact_id: string | null;
  internal: boolean;
  forced: boolean;
  created_at: Date;
  updated_at: Date;
}

export const TAG_CONDITION_COLUMNS = 'id, client_id, type, value, contact_id, internal, forced, created_at, updated_at';

export async function findTagCondition(db: pg.Pool, clientId: string, id: string): Promise<TagConditionRow | undefined> {
  const { rows } = await db.query<TagConditionRow>(`SELECT ${TAG_CONDITION_COLUMNS} FROM tag_conditions WHERE client_id = $1 AND id = $2`, [clientId, id]);
  return rows[0];
}
