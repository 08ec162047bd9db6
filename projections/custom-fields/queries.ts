import type pg from 'pg';
import type { CustomFieldDefinition, CustomFieldTarget } from '../../domain/custom-fields/index.js';

export interface CustomFieldRow extends CustomFieldDefinition {
  created_at: Date;
  updated_at: Date;
}

/** The firm's custom fields, of one target or all, in the order they were defined. */
export async function findCustomFields(db: pg.Pool, clientId: string, appliesTo?: CustomFieldTarget): Promise<CustomFieldRow[]> {
  const { rows } = await db.query<CustomFieldRow>(
    `SELECT id, key, name, type, applies_to, levels, options, created_at, updated_at FROM custom_fields
     WHERE client_id = $1 AND ($2::text IS NULL OR applies_to = $2) ORDER BY applies_to, created_at, key`,
    [clientId, appliesTo ?? null],
  );
  return rows;
}
