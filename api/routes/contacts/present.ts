import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatDimensionName, type CodeDisplay } from '../../../domain/dimensions/index.js';
import { contactFigures, type ContactFigures } from '../../../projections/contacts/figures.js';
import { loadContactCodeDisplay } from '../../../projections/preferences/queries.js';
import type { ContactRow } from '../../../projections/contacts/queries.js';
import { tagsOfContacts, type TagRow } from '../../../projections/tags/queries.js';
import { activeCrmMappings } from '../../../integrations/connections/index.js';
import { viewerOf } from '../activities/present.js';
import type { ContactResource } from './schemas.js';

/** How many tags a contact's resource lists; the Tags screen filtered on the contact shows them all. */
const TAGS_PER_CONTACT = 100;

/** The contacts' resources, in the rows' order: with their CRM mapping, the tags pointing to them and their figures. */
export async function toContactResources(app: FastifyInstance, request: FastifyRequest, rows: readonly ContactRow[]): Promise<ContactResource[]> {
  const ids = rows.map((row) => row.id);
  const [mapped, tags, figures, codeDisplay] = await Promise.all([
    activeCrmMappings(app.deps.pool, request.user.client_id, ids),
    tagsOfContacts(app.deps.pool, request.user, ids, TAGS_PER_CONTACT),
    contactFigures(app.deps.pool, viewerOf(request), ids, app.deps.clock()),
    loadContactCodeDisplay(app.deps.pool, request.user.client_id, request.user.id),
  ]);
  return rows.map((row) => {
    const own = tags.filter((tag) => tag.contact_id === row.id);
    return toContactResource(row, mapped.get(row.id) ?? null, own, figures.get(row.id), codeDisplay);
  });
}

function toContactResource(
  row: ContactRow,
  externalCrm: ContactResource['external_crm'],
  tags: readonly TagRow[],
  figures: ContactFigures | undefined,
  codeDisplay: CodeDisplay,
): ContactResource {
  return {
    id: row.id,
    name: row.name,
    // A contact's code sits where a dimension's does: the same rule, by the person's contact_codes.display.
    formatted_name: formatDimensionName(row.name, row.code, codeDisplay),
    code: row.code,
    type: row.type,
    partner: row.type === 'partner',
    status: row.deleted_at ? 'archived' : 'active',
    is_deleted: row.deleted_at !== null,
    deleted_at: row.deleted_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    external_crm: externalCrm,
    location: row.location,
    email: row.email,
    phone: row.phone,
    company_name: row.company_name,
    references: [...row.references],
    tags: tags.map(({ id, type, value, scope, ignored, forced, deleted_at }) => ({ id, type, value, scope, ignored, forced, is_deleted: deleted_at !== null })),
    booked_hours: figures?.booked_hours ?? 0,
    productivity: figures?.productivity ?? null,
    last_activity: figures?.last_activity ?? null,
  };
}
