import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { USER_COLUMNS, USER_TABLES, type UserRow } from '../../../identity/users.js';
import { DAYS_TO_UNLOCK_PROCESSING, publishedDayCount } from '../../../projections/day-flow/queries.js';
import { listQuerySchema, parseListQuery } from '../../lists/list-query.js';
import type { ListSpec } from '../../lists/list-spec.js';
import { runList } from '../../lists/list-sql.js';
import { listResponse, sendList } from '../../lists/respond.js';
import { presentUsers } from './present.js';
import { userResource } from './schemas.js';

const userList: ListSpec = {
  resource: 'users',
  fields: {
    id: { sql: 'u.id', kind: 'uuid' },
    email: { sql: 'u.email', kind: 'text', sortable: true },
    name_first: { sql: 'u.name_first', kind: 'text', sortable: true },
    name_last: { sql: 'u.name_last', kind: 'text', sortable: true },
    role: { sql: 'u.role', kind: 'enum', values: ['user', 'manager', 'admin'], sortable: true },
    created_at: { sql: 'u.created_at', kind: 'date', sortable: true },
  },
  search: ['u.name_first', 'u.name_last', 'u.email'],
  defaultSort: { field: 'name_first', direction: 'asc' },
  defaultLimit: 50,
  maxLimit: 500,
  includes: ['client'],
};

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1/users/self', {
    // The portal learns here that the organisation requires two-factor sign-in of someone who has yet to turn it on.
    config: { twoFactorSetup: true },
    schema: {
      tags: ['users'],
      summary: 'The signed-in user, with their organisation',
      response: { 200: z.object({ data: userResource }) },
    },
    handler: async (request) => {
      const published = await publishedDayCount(app.deps.pool, request.user.id);
      const required = DAYS_TO_UNLOCK_PROCESSING;
      const [self] = await presentUsers(app.deps.pool, request.user.client_id, [request.user], true);
      return { data: { ...self!, day_processing: { published_days: published, required, unlocked: published >= required } } };
    },
  });

  app.get('/v1/users', {
    config: { roles: ['admin'] },
    schema: {
      tags: ['users'],
      summary: "The organisation's users (administrators)",
      querystring: listQuerySchema(userList),
      response: { 200: listResponse(userResource) },
    },
    handler: async (request, reply) => {
      const query = parseListQuery(userList, request.query);
      const { rows, total } = await runList<UserRow>(app.deps.pool, userList, query, {
        select: USER_COLUMNS,
        from: USER_TABLES,
        where: 'u.client_id = $1 AND u.deleted_at IS NULL',
        params: [request.user.client_id],
      });
      const users = await presentUsers(app.deps.pool, request.user.client_id, rows, query.includes.includes('client'));
      return sendList(reply, userList, query, users, total);
    },
  });
};
