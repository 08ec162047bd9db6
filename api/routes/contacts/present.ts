import type { ContactRow } from '../../../projections/contacts/queries.js';
import type { ContactResource } from './schemas.js';

export function toContactResource(row: ContactRow, externalCrm: ContactResource['external_crm']): ContactResource {
  return {
    id: row.id,
    name: row.name,
    formatted_name: row.code ? `${row.code} ${row.name}` : row.name,
    code: row.code,
    type: row.type,
    partner: row.type === 'partner',
    status: row.deleted_at ? 'archived' : 'active',
    is_deleted: row.deleted_at !== null,
    deleted_at: row.deleted_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    external_crm: externalCrm,
  };
}
