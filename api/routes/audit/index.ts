import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_ACTIONS, type AuditAction } from '../../../identity/audit.js';
import { auditEntry } from './schemas.js';
import { errorAnswers } from '../../errors/schema.js';
import { listQuerySchema, parseListQuery } from '../../lists/list-query.js';
import type { ListSpec } from '../../lists/list-spec.js';
import { runList } from '../../lists/list-sql.js';
import { listResponse, sendList } from '../../lists/respond.js';

const auditList: ListSpec = {
  resource: 'audit',
  fields: {
    id: { sql: 'a.id', kind: 'number' },
    at: { sql: 'a.at', kind: 'date', sortable: true },
    action: { sql: 'a.action', kind: 'enum', values: AUDIT_ACTIONS, sortable: true },
    actor_user_id: { sql: 'a.actor_user_id', kind: 'uuid' },
    subject_user_id: { sql: 'a.subject_user_id', kind: 'uuid' },
  },
  search: [],
  defaultSort: { field: 'at', direction: 'desc' },
  defaultLimit: 50,
  maxLimit: 500,
  includes: [],
};

interface AuditRow {
  id: string;
  at: Date;
  action: AuditAction;
  actor_user_id: string | null;
  actor_name: string | null;
  subject_user_id: string | null;
  subject_name: string | null;
  details: Record<string, unknown>;
  ip: string | null;
  request: string | null;
}

const NAME = (alias: string) => `concat_ws(' ', ${alias}.name_first, nullif(${alias}.name_prefix, ''), ${alias}.name_last)`;

const personOf = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

/**
 * The firm's audit log (DESIGN "Accounts and security"), for its administrators: newest first, filtered by
 * action, actor, subject and time (at=gte:…&at=lt:…). Entries are appended and never change.
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1/audit', {
    config: { roles: ['admin'] },
    schema: {
      tags: ['audit'],
      summary: "The firm's audit log (administrators): sign-ins, passwords, two-factor, roles, people, tokens",
      querystring: listQuerySchema(auditList),
      response: { 200: listResponse(auditEntry), ...errorAnswers('forbidden') },
    },
    handler: async (request, reply) => {
      const query = parseListQuery(auditList, request.query);
      const { rows, total } = await runList<AuditRow>(app.deps.pool, auditList, query, {
        select: `a.id::text AS id, a.at, a.action, a.actor_user_id, ${NAME('actor')} AS actor_name, a.subject_user_id,
          ${NAME('subject')} AS subject_name, a.details, a.ip, a.request`,
        from: 'audit_log a LEFT JOIN users actor ON actor.id = a.actor_user_id LEFT JOIN users subject ON subject.id = a.subject_user_id',
        where: 'a.client_id = $1',
        params: [request.user.client_id],
      });
      const entries = rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        action: row.action,
        actor: personOf(row.actor_user_id, row.actor_name),
        subject: personOf(row.subject_user_id, row.subject_name),
        details: row.details,
        ip: row.ip,
        request: row.request,
      }));
      return sendList(reply, auditList, query, entries, total);
    },
  });
};
