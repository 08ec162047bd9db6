import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentConnection, keptLists, storedLists, synchronize } from '../../../integrations/connections/index.js';
import { loadCrmCacheDuration } from '../../../projections/preferences/queries.js';
import { JiraClient } from '../../../integrations/index.js';
import { ApiError } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { answering, VENDOR_REFUSALS } from './errors.js';
import { stored } from './meta.js';
import { refreshOptions } from './present.js';
import { externalLists, storedExternalLists } from './schemas.js';
import { say } from '../../../i18n/text.js';

const assignedIssue = z
  .object({ id: z.string(), key: z.string(), summary: z.string(), status: z.string().nullable(), project: z.object({ key: z.string(), name: z.string() }).nullable() })
  .meta({ id: 'AssignedIssue' });

/** Synchronization of the external lists (once per hour per organisation) and the caller's assigned Jira issues. */
export const connectSyncRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of ['crm', 'ticket'] as const) {
    app.post(`/v1/rpc/${kind}/external/sync`, {
      config: { roles: ['admin'] },
      schema: {
        tags: [kind === 'crm' ? 'crm' : 'ticket system'],
        summary: "Reads the connected system's clients, projects, tasks and users and keeps them for mapping; once per hour (429 cooldown_or_crm_sync_already)",
        response: { 200: z.object({ data: externalLists }), ...errorAnswers(...VENDOR_REFUSALS, 'cooldown_or_crm_sync_already') },
      },
      handler: async (request) => {
        const connection = await stored(app, { clientId: request.user.client_id, userId: null, kind });
        if (connection.status !== 'active') throw new ApiError('precondition_failed', say('finish_connecting'));
        const lists = await answering(() => synchronize(app.deps.pool, refreshOptions(app), connection, kind, { now: app.deps.clock(), timeoutMs: app.deps.integrations.timeoutMs }));
        return { data: lists };
      },
    });

    app.post(`/v1/rpc/${kind}/external/lists`, {
      config: { roles: ['admin'] },
      schema: {
        tags: [kind === 'crm' ? 'crm' : 'ticket system'],
        summary:
          "A read of the last synchronization: the active system's clients, projects, tasks (once per id) and users as then stored, for mapping; no cooldown. Empty lists and synchronized_at null before any (or without an active connection)",
        description:
          kind === 'crm'
            ? "The CRM's lists are kept for the organisation's external_crm.cache_duration (default 86400 s): older ones are read from the CRM again first, " +
              'outside the hourly cooldown of /sync, and a refusal of the CRM then answers as /sync does.'
            : 'The lists as the last synchronization stored them.',
        response: { 200: z.object({ data: storedExternalLists }), ...(kind === 'crm' ? errorAnswers(...VENDOR_REFUSALS) : {}) },
      },
      handler: async (request) => {
        const key = { clientId: request.user.client_id, userId: null, kind };
        const connection = await currentConnection(app.deps.pool, app.deps.integrations.cipher, key, 'active');
        const credentials = connection?.credentials;
        if (kind !== 'crm' || !connection || !credentials) return { data: await storedLists(app.deps.pool, request.user.client_id, connection?.system) };
        const keepSeconds = await loadCrmCacheDuration(app.deps.pool, request.user.client_id);
        const options = { now: app.deps.clock(), timeoutMs: app.deps.integrations.timeoutMs, keepSeconds };
        return { data: await answering(() => keptLists(app.deps.pool, refreshOptions(app), { ...connection, credentials }, kind, options)) };
      },
    });
  }

  app.post('/v1/rpc/tickets/assigned', {
    schema: {
      tags: ['ticket system'],
      summary: 'The open Jira issues assigned to you, through your own grant (412 until you connected Jira)',
      response: { 200: z.object({ data: z.array(assignedIssue) }), ...errorAnswers(...VENDOR_REFUSALS) },
    },
    handler: async (request) => {
      const connection = await stored(app, { clientId: request.user.client_id, userId: request.user.id, kind: 'ticket' }, 'jira');
      if (connection.status !== 'active' || connection.credentials.system !== 'jira') throw new ApiError('precondition_failed', say('finish_connecting_jira'));
      const jira = new JiraClient(connection.credentials.credentials, { timeoutMs: app.deps.integrations.timeoutMs });
      return { data: await answering(() => jira.listAssignedIssues()) };
    },
  });
};
