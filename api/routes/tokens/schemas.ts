import type { FastifyContextConfig } from 'fastify';
import { z } from 'zod';
import { STORABLE_MESSAGE, storableText } from '../../../domain/shared/storable.js';
import { TOKEN_ABILITIES, type TokenRow } from '../../../identity/tokens.js';
import type { ListSpec } from '../../lists/list-spec.js';

const abilities = z
  .array(z.enum(TOKEN_ABILITIES))
  .describe('detections:write sends detections to /api/0 (ActivityWatch watchers, the agent); read reads your own activities, days, day overview and reports.');

/** An API token as its person sees it: never its secret, which only the answer that made it carries. */
export const tokenResource = z
  .object({
    id: z.uuid(),
    name: z.string(),
    abilities,
    created_at: z.string(),
    last_used_at: z.string().nullable().describe('To the minute; null when never used.'),
    deleted_at: z.string().nullable().describe('When it was revoked; null while it works.'),
  })
  .meta({ id: 'ApiToken' });

export const newTokenResource = tokenResource
  .extend({ token: z.string().describe('The secret, for Authorization: Bearer. Shown this once: only its hash is kept.') })
  .meta({ id: 'NewApiToken' });

type TokenResource = z.infer<typeof tokenResource>;

const name = z.string().trim().min(1, 'Required').max(255).refine(storableText, STORABLE_MESSAGE);

export const tokenInput = z.strictObject({ name, abilities: abilities.min(1, 'Give at least one ability.') });

/** A detector's hand-off (the agent, a browser extension): a token with both abilities, named after the device. */
export const transferInput = z.strictObject({
  device_name: name.describe('The device the detector runs on, as it names itself.'),
  kind: z.enum(['native', 'extension']).describe('native: the agent (tally-agent); extension: a browser extension.'),
});

export const tokenParams = z.strictObject({ id: z.uuid() });

export const tokenList: ListSpec = {
  resource: 'tokens',
  fields: {
    id: { sql: 'id', kind: 'uuid' },
    name: { sql: 'name', kind: 'text', sortable: true },
    status: {
      sql: "(CASE WHEN revoked_at IS NULL THEN 'active' ELSE 'revoked' END)",
      kind: 'enum',
      values: ['active', 'revoked'],
      predicates: { active: 'revoked_at IS NULL', revoked: 'revoked_at IS NOT NULL' },
    },
    created_at: { sql: 'created_at', kind: 'date', sortable: true },
    last_used_at: { sql: 'last_used_at', kind: 'date', sortable: true },
  },
  search: ['name'],
  defaultSort: { field: 'name', direction: 'asc' },
  defaultLimit: 20,
  maxLimit: 100,
  includes: [],
  defaultFilters: { status: 'eq:active' },
};

export function toTokenResource(row: TokenRow): TokenResource {
  return {
    id: row.id,
    name: row.name,
    abilities: row.abilities,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
    deleted_at: row.revoked_at?.toISOString() ?? null,
  };
}

/**
 * A read of the person's own data that an API token with the read ability may make (route config), and how the
 * OpenAPI document says so: a session, or a bearer token.
 */
export const readByToken: FastifyContextConfig = { token: 'read' };
