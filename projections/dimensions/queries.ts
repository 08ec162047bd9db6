import type pg from 'pg';
import type { CustomValues } from '../../domain/custom-fields/index.js';
import { dimensionTree, type CodeDisplay, type DimensionLevelNumber, type DimensionTree, type PathNode } from '../../domain/dimensions/index.js';

export interface DimensionLevelRow {
  id: string;
  structure_id: string;
  level: DimensionLevelNumber;
  name: string;
  code_display: CodeDisplay;
  created_at: Date;
  updated_at: Date;
}

export interface DimensionRow {
  id: string;
  dimension_level_id: string;
  level: DimensionLevelNumber;
  name: string;
  code: string | null;
  parent_id: string | null;
  internal: boolean;
  is_default: boolean;
  contact_id: string | null;
  customfields: CustomValues;
  deleted_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface DimensionTemplateRow {
  id: string;
  dimension_level_id: string;
  level: DimensionLevelNumber;
  name: string;
  code: string | null;
  internal: boolean;
  is_default: boolean;
  deleted_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export const DIMENSION_COLUMNS =
  'id, dimension_level_id, level, name, code, parent_id, internal, is_default, contact_id, customfields, deleted_at, created_at, updated_at';
export const TEMPLATE_COLUMNS = 'id, dimension_level_id, level, name, code, internal, is_default, deleted_at, created_at, updated_at';

/** The organisation's levels, 1 to 3; empty until they are first set up. */
export async function findDimensionLevels(db: pg.Pool, clientId: string): Promise<DimensionLevelRow[]> {
  const { rows } = await db.query<DimensionLevelRow>(
    'SELECT id, structure_id, level, name, code_display, created_at, updated_at FROM dimension_levels WHERE client_id = $1 ORDER BY level',
    [clientId],
  );
  return rows;
}

export async function findDimension(db: pg.Pool, clientId: string, id: string): Promise<DimensionRow | undefined> {
  const { rows } = await db.query<DimensionRow>(`SELECT ${DIMENSION_COLUMNS} FROM dimensions WHERE client_id = $1 AND id = $2`, [clientId, id]);
  return rows[0];
}

/** Parent id → the ids of its children (archived ones included), for the given parents. */
export async function findChildren(db: pg.Pool, clientId: string, parentIds: readonly string[]): Promise<Map<string, string[]>> {
  const children = new Map<string, string[]>(parentIds.map((id) => [id, []]));
  if (parentIds.length === 0) return children;
  const { rows } = await db.query<{ parent_id: string; id: string }>(
    'SELECT parent_id, id FROM dimensions WHERE client_id = $1 AND parent_id = ANY($2::uuid[]) ORDER BY lower(name), id',
    [clientId, parentIds],
  );
  for (const row of rows) children.get(row.parent_id)?.push(row.id);
  return children;
}

export async function findDimensionTemplate(db: pg.Pool, clientId: string, id: string): Promise<DimensionTemplateRow | undefined> {
  const { rows } = await db.query<DimensionTemplateRow>(`SELECT ${TEMPLATE_COLUMNS} FROM dimension_templates WHERE client_id = $1 AND id = $2`, [
    clientId,
    id,
  ]);
  return rows[0];
}

/** The organisation's dimension tree as the read model shows it, for checking bookings with `validateBooking`. */
export async function loadDimensionTree(db: pg.Pool, clientId: string): Promise<DimensionTree> {
  const { rows } = await db.query<{ id: string; level: DimensionLevelNumber; parent_id: string | null; archived: boolean; internal: boolean }>(
    'SELECT id, level, parent_id, deleted_at IS NOT NULL AS archived, internal FROM dimensions WHERE client_id = $1',
    [clientId],
  );
  return dimensionTree(rows);
}

/** The organisation's dimensions with their defaults and contacts, for finding a contact's default path (`contactDefaultPath`). */
export async function loadPathNodes(db: pg.Pool, clientId: string): Promise<PathNode[]> {
  const { rows } = await db.query<PathNode>(
    'SELECT id, level, parent_id, deleted_at IS NOT NULL AS archived, internal, is_default, contact_id FROM dimensions WHERE client_id = $1',
    [clientId],
  );
  return rows;
}
