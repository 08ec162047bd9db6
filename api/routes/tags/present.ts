import type { TagRow } from '../../../projections/tags/queries.js';
import type { TagResource } from './schemas.js';

export function toTagResource(row: TagRow): TagResource {
  return {
    id: row.id,
    user_id: row.user_id,
    scope: row.scope,
    type: row.type,
    value: row.value,
    status: row.ignored ? 'ignored' : row.internal ? 'internal' : 'contact',
    contact_id: row.contact_id,
    internal: row.internal,
    ignored: row.ignored,
    nature: row.nature,
    forced: row.forced,
    locked: row.locked,
    is_deleted: row.deleted_at !== null,
    deleted_at: row.deleted_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    created_by: row.created_by,
    updated_by: row.updated_by,
  };
}
