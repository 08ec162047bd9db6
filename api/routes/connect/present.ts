import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentConnection, sayStepError, syncState, type ConnectionKey, type ConnectionRecord } from '../../../integrations/connections/index.js';
import { ApiError } from '../../errors/catalogue.js';
import type { ConnectionStatusResource } from './schemas.js';
import { type ConnectionKind, kindOf } from '../../../domain/push/systems.js';
import type { Language } from '../../../i18n/index.js';
import { say } from '../../../i18n/text.js';
import { languageOfRequest } from '../../errors/language.js';

type Level = 'organisation' | 'user' | undefined;

/** How the connect calls refresh a stored connection's OAuth token. */
export const refreshOptions = (app: FastifyInstance) => ({ pool: app.deps.pool, cipher: app.deps.integrations.cipher, oauth: app.deps.integrations.oauth, timeoutMs: app.deps.integrations.timeoutMs, now: app.deps.clock });

/** Whose connection a call changes; the organisation's is for admins (403 otherwise). */
export function grantKey(request: FastifyRequest, kind: ConnectionKind, level: Level): ConnectionKey {
  if (level === 'user') return { clientId: request.user.client_id, userId: request.user.id, kind };
  if (request.user.role !== 'admin') throw new ApiError('forbidden', say('connection_admins_only'));
  return { clientId: request.user.client_id, userId: null, kind };
}

/** The organisation's connection of a kind and, where each person connects (tickets: Jira), the caller's own grant. */
export async function presentStatus(app: FastifyInstance, request: FastifyRequest, kind: ConnectionKind): Promise<ConnectionStatusResource> {
  const { pool, integrations, clock } = app.deps;
  const clientId = request.user.client_id;
  const organisation = await currentConnection(pool, integrations.cipher, { clientId, userId: null, kind });
  const own = kind === 'ticket' ? await currentConnection(pool, integrations.cipher, { clientId, userId: request.user.id, kind }) : undefined;
  const system = organisation?.system ?? own?.system;
  const language = await languageOfRequest(pool, request);
  return {
    system: system ?? 'none',
    ...grant(organisation, language),
    allowDisconnect: organisation !== undefined && request.user.role === 'admin',
    allowManualInternalRelation: false,
    supportsContactSelection: system !== undefined && kindOf(system) === 'crm',
    supportsEmptyInitialization: true,
    supportsSearch: false,
    locked: { client: organisation?.status === 'active' && organisation.confirmedAt !== null, user: false },
    ...(await syncState(pool, clientId, kind, clock())),
    user: kind === 'ticket' ? grant(own, language) : null,
  };
}

function grant(connection: ConnectionRecord | undefined, language: Language) {
  const error = connection?.connectStepError;
  return {
    status: connection?.status === 'detached' || !connection ? ('none' as const) : connection.status,
    account: connection?.account ?? null,
    connect_active_step: connection?.status === 'connecting' ? connection.connectStep : null,
    connect_step_error: error ? { code: error.code, message: sayStepError(error).in(language) } : null,
    connect_step_suggestion: connection?.status === 'connecting' ? connection.connectStepSuggestion : null,
  };
}
