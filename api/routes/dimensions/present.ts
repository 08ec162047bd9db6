import { formatDimensionName, type CodeDisplay } from '../../../domain/dimensions/index.js';
import type { DimensionLevelRow, DimensionRow, DimensionTemplateRow } from '../../../projections/dimensions/queries.js';
import type { DimensionLevelResource, DimensionResource, TemplateResource } from './schemas.js';

export function toLevelResource(row: DimensionLevelRow, clientId: string): DimensionLevelResource {
  return {
    id: row.id,
    name: row.name,
    level: row.level,
    client_id: clientId,
    code_display: row.code_display,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** codeDisplay: where the reader sees codes on the row's level (their dimension_codes.display, else the level's code_display). */
export function toDimensionResource(row: DimensionRow, codeDisplay: CodeDisplay, externalCrm: DimensionResource['external_crm'], children?: string[]): DimensionResource {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    formatted_name: formatDimensionName(row.name, row.code, codeDisplay),
    parent_id: row.parent_id,
    dimension_level_id: row.dimension_level_id,
    level: row.level,
    internal: row.internal,
    is_default: row.is_default,
    contact_id: row.contact_id,
    customfields: row.customfields,
    status: row.deleted_at ? 'archived' : 'active',
    is_deleted: row.deleted_at !== null,
    deleted_at: row.deleted_at?.toISOString() ?? null,
    ...(children ? { children } : {}),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    external_crm: externalCrm,
  };
}

export function toTemplateResource(row: DimensionTemplateRow): TemplateResource {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    internal: row.internal,
    is_default: row.is_default,
    dimension_level_id: row.dimension_level_id,
    level: row.level,
    status: row.deleted_at ? 'archived' : 'active',
    deleted_at: row.deleted_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
