import type pg from 'pg';
import type { ReferenceType, TagNature, TagScope } from '../../domain/tags/index.js';

/** A row of the tags read model, as the API answers it. */
export interface TagRow {
  id: string;
  client_id: string;
  user_id: string | null;
  scope: TagScope;
  type: ReferenceType;
  value: string;
  contact_id: string | null;
  internal: boolean;
  ignored: boolean;
  nature: TagNature;
  forced: boolean;
  locked: boolean;
  deleted_at: Date | null;
  created_at: Date;
  updated_at: Date;
  created_by: string | null;
  updated_by: string | null;
}

export const TAG_COLUMNS =
  'id, client_id, user_id, scope, type, value, contact_id, internal, ignored, nature, forced, locked, deleted_at, created_at, updated_at, created_by, updated_by';

/** The tags a person sees: the firm's general ones and their own personal ones (never another person's). */
export const VISIBLE_TAGS = 'client_id = $1 AND (user_id IS NULL OR user_id = $2)';

/** Those of `ids` the person sees, in no particular order. */
export async function findVisibleTags(db: pg.Pool, viewer: { client_id: string; id: string }, ids: readonly string[]): Promise<TagRow[]> {
  const { rows } = await db.query<TagRow>(`SELECT ${TAG_COLUMNS} FROM tags WHERE ${VISIBLE_TAGS} AND id = ANY($3::uuid[])`, [viewer.client_id, viewer.id, ids]);
  return rows;
}

/** The tags pointing to some contacts that the person sees, deleted ones included, at most `limit` per contact, by type and value. */
export async function tagsOfContacts(db: pg.Pool, viewer: { client_id: string; id: string }, contactIds: readonly string[], limit: number): Promise<TagRow[]> {
  if (contactIds.length === 0) return [];
  const { rows } = await db.query<TagRow>(
    `SELECT ${TAG_COLUMNS} FROM (
       SELECT *, row_number() OVER (PARTITION BY contact_id ORDER BY type, lower(value), id) AS place FROM tags
       WHERE ${VISIBLE_TAGS} AND contact_id = ANY($3::uuid[])
     ) AS ranked WHERE place <= $4 ORDER BY type, lower(value), id`,
    [viewer.client_id, viewer.id, contactIds, limit],
  );
  return rows;
}
