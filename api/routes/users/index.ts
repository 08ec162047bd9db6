import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES, USER_COLUMNS, USER_TABLES, type UserRow } from '../../../identity/users.js';
import { DAYS_TO_UNLOCK_PROCESSING } from '../../../domain/onboarding/index.js';
import { publishedDayCount } from '../../../projections/day-flow/queries.js';
import { errorAnswers } from '../../errors/schema.js';
import { listQuerySchema, parseListQuery } from '../../lists/list-query.js';
import type { ListSpec } from '../../lists/list-spec.js';
import { runList } from '../../lists/list-sql.js';
import { listResponse, sendList } from '../../lists/respond.js';
import { presentCalendarProfile } from '../calendars/profile.js';
import { impersonatorOf, presentUsers } from './present.js';
import { teamMember, userResource } from './schemas.js';

const userList: ListSpec = {
  resource: 'users',
  fields: {
    id: { sql: 'u.id', kind: 'uuid' },
    email: { sql: 'u.email', kind: 'text', sortable: true },
    name_first: { sql: 'u.name_first', kind: 'text', sortable: true },
    name_last: { sql: 'u.name_last', kind: 'text', sortable: true },
    role: { sql: 'u.role', kind: 'enum', values: ROLES, sortable: true },
    status: {
      sql: "(CASE WHEN u.is_deactivated THEN 'inactive' WHEN u.password_hash IS NULL THEN 'invited' ELSE 'active' END)",
      kind: 'enum',
      values: ['invited', 'active', 'inactive'],
      predicates: {
        invited: '(u.password_hash IS NULL AND NOT u.is_deactivated)',
        active: '(u.password_hash IS NOT NULL AND NOT u.is_deactivated)',
        inactive: 'u.is_deactivated',
      },
      sortable: true,
    },
    is_deleted: { sql: '(u.deleted_at IS NOT NULL)', kind: 'boolean' },
    created_at: { sql: 'u.created_at', kind: 'date', sortable: true },
  },
  search: ['u.name_first', 'u.name_last', 'u.email'],
  defaultSort: { field: 'name_first', direction: 'asc' },
  defaultLimit: 50,
  maxLimit: 500,
  includes: ['client'],
  // Archived people are listed on asking for them (is_deleted=bool:true).
  defaultFilters: { is_deleted: 'bool:false' },
};

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1/users/team', {
    config: { roles: ['manager', 'admin'] },
    schema: {
      tags: ['users'],
      summary: "Everyone of the firm by name (managers and administrators), for the published-days grid: who published nothing shows too",
      response: { 200: z.object({ data: z.array(teamMember) }), ...errorAnswers('forbidden') },
    },
    handler: async (request) => {
      const { rows } = await app.deps.pool.query<{ id: string; name_full: string; is_active: boolean }>(
        `SELECT id, concat_ws(' ', name_first, nullif(name_prefix, ''), name_last) AS name_full,
           (NOT is_deactivated AND deleted_at IS NULL AND password_hash IS NOT NULL) AS is_active
         FROM users WHERE client_id = $1 ORDER BY lower(name_first), lower(name_last), id`,
        [request.user.client_id],
      );
      return { data: rows };
    },
  });

  app.get('/v1/users/self', {
    // The portal learns here that the organisation requires two-factor sign-in of someone who has yet to turn it on,
    // and who someone without a subscription of their own is (an administrator is shown the way to give one).
    config: { twoFactorSetup: true, subscription: false },
    schema: {
      tags: ['users'],
      summary: 'The signed-in user, with their organisation',
      response: { 200: z.object({ data: userResource }) },
    },
    handler: async (request) => {
      const published = await publishedDayCount(app.deps.pool, request.user.id);
      const required = DAYS_TO_UNLOCK_PROCESSING;
      const [[self], profile] = await Promise.all([
        presentUsers(app.deps.pool, request.user.client_id, [request.user], true, app.deps.clock()),
        presentCalendarProfile(app.deps.pool, { clientId: request.user.client_id, userId: request.user.id }),
      ]);
      const impersonator = impersonatorOf(request.impersonator);
      return {
        data: {
          ...self!,
          impersonator,
          profile,
          day_processing: { published_days: published, required, unlocked: published >= required },
          travel_proposals: app.deps.routes !== undefined,
        },
      };
    },
  });

  app.get('/v1/users', {
    config: { roles: ['admin'] },
    schema: {
      tags: ['users'],
      summary: "The organisation's users (administrators); archived ones with is_deleted=bool:true",
      querystring: listQuerySchema(userList),
      response: { 200: listResponse(userResource), ...errorAnswers('forbidden') },
    },
    handler: async (request, reply) => {
      const query = parseListQuery(userList, request.query);
      const { rows, total } = await runList<UserRow>(app.deps.pool, userList, query, {
        select: USER_COLUMNS,
        from: USER_TABLES,
        where: 'u.client_id = $1',
        params: [request.user.client_id],
      });
      const users = await presentUsers(app.deps.pool, request.user.client_id, rows, query.includes.includes('client'), app.deps.clock());
      return sendList(reply, userList, query, users, total);
    },
  });
};
