import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hashPassword } from '../../../identity/passwords.js';
import {
  archivePerson,
  deactivatePerson,
  deletePerson,
  findPerson,
  insertPerson,
  reactivatePerson,
  restorePerson,
  updatePerson,
} from '../../../identity/people.js';
import { isDowngrade, type UserRow } from '../../../identity/users.js';
import { ApiError } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { presentUsers } from './present.js';
import { deactivation, profileUpdate, roleOf, userCreate, userParams, userResource, userUpdate } from './schemas.js';
import { asApiError, auditPerson, forgetPersonsSessions, found } from './support.js';
import { say } from '../../../i18n/text.js';

const tags = ['users'];
const one = z.object({ data: userResource });
const adminOnly = { roles: ['admin'] } as const;
const adminAnswers = errorAnswers('forbidden', 'model_not_found', 'precondition_failed');

/**
 * The people of a firm (api-contract §7.3), managed by its administrators: add one with a password, change them,
 * deactivate with a reason and reactivate, archive (DELETE) and restore (PATCH); and each person's own profile.
 * Another firm's people are not found (404), whoever asks.
 */
export const userManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = async (user: UserRow) => ({ data: (await presentUsers(app.deps.pool, user.client_id, [user], false, app.deps.clock()))[0]! });

  app.get('/v1/users/:id', {
    schema: { tags, summary: 'One of the firm’s people (administrators), or yourself', params: userParams, response: { 200: one, ...errorAnswers('forbidden', 'model_not_found') } },
    handler: async (request) => {
      if (request.user.role !== 'admin' && request.params.id !== request.user.id) throw new ApiError('forbidden');
      return answer(await found(findPerson(app.deps.pool, request.user.client_id, request.params.id)));
    },
  });

  app.post('/v1/users', {
    config: adminOnly,
    schema: {
      tags,
      summary: 'Adds a person with a password (administrators); POST /v1/users/invite lets them choose their own',
      description: 'An email address someone already has (in any firm, archived or not) answers 412 precondition_failed.',
      body: userCreate,
      response: { 201: one, ...adminAnswers },
    },
    handler: async (request, reply) => {
      const { password, role: _role, is_admin: _isAdmin, ...person } = request.body;
      const role = roleOf(request.body) ?? 'user';
      let id: string;
      try {
        id = await insertPerson(app.deps.pool, request.user.client_id, { ...person, role, password_hash: await hashPassword(password) });
      } catch (error) {
        throw asApiError(error);
      }
      const created = await found(findPerson(app.deps.pool, request.user.client_id, id));
      await auditPerson(app, request, 'user_created', created, { role });
      return reply.code(201).send(await answer(created));
    },
  });

  app.put('/v1/users/:id', {
    config: adminOnly,
    schema: {
      tags,
      summary: 'Changes a person’s name, language or role (administrators)',
      description:
        'A change that leaves the firm without an active administrator answers 412 precondition_failed. ' +
        'Fewer rights (admin → manager → user) need a reason (422 validation_failed on `reason` without one), which the audit log keeps.',
      params: userParams,
      body: userUpdate,
      response: { 200: one, ...adminAnswers },
    },
    handler: async (request) => {
      const { role: _role, is_admin: _isAdmin, reason, ...changes } = request.body;
      const role = roleOf(request.body);
      const { before, after } = await found(updatePerson(app.deps.pool, request.user.client_id, request.params.id, { ...changes, ...(role ? { role } : {}) }, reason));
      if (before.role !== after.role) {
        forgetPersonsSessions(app, after.id);
        const downgrade = isDowngrade(before.role, after.role);
        await auditPerson(app, request, 'role_changed', after, { from: before.role, to: after.role, ...(downgrade && reason ? { reason } : {}) });
      }
      return answer(after);
    },
  });

  app.put('/v1/users/profile/:id', {
    schema: { tags, summary: 'Changes your own name, language or onboarding', params: userParams, body: profileUpdate, response: { 200: one, ...errorAnswers('forbidden') } },
    handler: async (request) => {
      if (request.params.id !== request.user.id) throw new ApiError('forbidden', say('own_profile_only'));
      const { after } = await found(updatePerson(app.deps.pool, request.user.client_id, request.user.id, request.body));
      forgetPersonsSessions(app, after.id);
      return answer(after);
    },
  });

  app.put('/v1/users/:id/deactivate', {
    config: adminOnly,
    schema: {
      tags,
      summary: 'Deactivates a person with a reason (administrators): their sessions end, their calls answer 403 ACCOUNT_SUSPENDED',
      params: userParams,
      body: deactivation,
      response: { 200: one, ...adminAnswers },
    },
    handler: async (request) => {
      const { after } = await found(deactivatePerson(app.deps.pool, request.user.client_id, request.params.id, request.body.reason, app.deps.clock()));
      forgetPersonsSessions(app, after.id);
      await auditPerson(app, request, 'user_deactivated', after, { reason: request.body.reason });
      return answer(after);
    },
  });

  app.put('/v1/users/:id/reactivate', {
    config: adminOnly,
    schema: { tags, summary: 'Reactivates a deactivated person (administrators)', params: userParams, response: { 200: one, ...adminAnswers } },
    handler: async (request) => {
      const { after } = await found(reactivatePerson(app.deps.pool, request.user.client_id, request.params.id));
      forgetPersonsSessions(app, after.id);
      await auditPerson(app, request, 'user_reactivated', after);
      return answer(after);
    },
  });

  app.delete('/v1/users/:id', {
    config: adminOnly,
    schema: {
      tags,
      summary: 'Archives a person (administrators); one who never accepted their invitation is deleted for good (204)',
      description:
        'Archived, a person cannot sign in and their sessions end; their hours stay in the reports and PATCH restores them. ' +
        'Someone who never had a password registered nothing: they are removed, and their email address is free again.',
      params: userParams,
      response: { 200: one, 204: z.undefined(), ...adminAnswers },
    },
    handler: async (request, reply) => {
      const { client_id } = request.user;
      const person = await found(findPerson(app.deps.pool, client_id, request.params.id));
      if (person.password_hash === null) {
        await found(deletePerson(app.deps.pool, client_id, person.id));
        await auditPerson(app, request, 'user_deleted', person, { email: person.email });
        return reply.code(204).send();
      }
      const { after } = await found(archivePerson(app.deps.pool, client_id, person.id, app.deps.clock()));
      forgetPersonsSessions(app, after.id);
      await auditPerson(app, request, 'user_archived', after);
      return answer(after);
    },
  });

  app.patch('/v1/users/:id', {
    config: adminOnly,
    schema: { tags, summary: 'Restores an archived person (administrators)', params: userParams, response: { 200: one, ...adminAnswers } },
    handler: async (request) => {
      const { after } = await found(restorePerson(app.deps.pool, request.user.client_id, request.params.id));
      forgetPersonsSessions(app, after.id);
      await auditPerson(app, request, 'user_restored', after);
      return answer(after);
    },
  });
};
