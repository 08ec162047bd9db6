import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { choosePersonCalendars, finishCalendarGrant, personCalendars, revokeCalendarGrant, startCalendarGrant, type CalendarGrantContext, type GrantScope } from '../../../calendar/grants.js';
import type { CalendarSystem } from '../../../domain/push/systems.js';
import { errorAnswers } from '../../errors/schema.js';
import { answering, CONNECT_FLOW_REFUSALS, VENDOR_REFUSALS } from '../connect/errors.js';
import { signInUrl } from '../connect/schemas.js';
import { calendarsAnswer, calendarSystem, chooseCalendarsInput, googleApiInput, grantReturn, grantScope, revoked } from './schemas.js';

const tags = ['calendars'];
const refusals = errorAnswers(...CONNECT_FLOW_REFUSALS, ...VENDOR_REFUSALS);

export const calendarContext = (app: FastifyInstance): CalendarGrantContext => ({
  pool: app.deps.pool,
  cipher: app.deps.integrations.cipher,
  oauth: app.deps.integrations.oauth,
  timeoutMs: app.deps.integrations.timeoutMs,
  now: app.deps.clock,
});

const person = (request: FastifyRequest) => ({ clientId: request.user.client_id, userId: request.user.id });

/**
 * A person's own calendar grants (api-contract §7.2 and §7.16): Google through /v1/rpc/google/api, Microsoft 365
 * through /v1/rpc/microsoft/graph; the vendor sends the person back to the portal's /integrations/calendar-<system>,
 * which finishes the grant here. A grant reads the person's chosen calendars (POST /v1/rpc/microsoft/calendars).
 */
export const calendarGrantRoutes: FastifyPluginAsyncZod = async (app) => {
  const start = async (request: FastifyRequest, system: CalendarSystem, scope: GrantScope) => ({ data: { url: await answering(() => startCalendarGrant(calendarContext(app), person(request), system, scope)) } });
  const revoke = async (request: FastifyRequest, system: CalendarSystem) => {
    await answering(() => revokeCalendarGrant(calendarContext(app), person(request), system));
    return { data: { revoked: true as const } };
  };

  app.post('/v1/rpc/google/api', {
    schema: {
      tags,
      summary: 'enabled true: the Google sign-in URL for reading your calendar (412 when the server has no Google app); enabled false: revokes your grant',
      body: googleApiInput,
      response: { 200: z.union([signInUrl, revoked]), ...refusals },
    },
    handler: (request) => (request.body.enabled ? start(request, 'google', request.body.scope) : revoke(request, 'google')),
  });

  app.delete('/v1/rpc/google/api', {
    schema: { tags, summary: 'Revokes your Google grant: your calendars are no longer read', response: { 200: revoked, ...errorAnswers('model_not_found') } },
    handler: (request) => revoke(request, 'google'),
  });

  app.post('/v1/rpc/microsoft/graph', {
    schema: {
      tags,
      summary: 'The Microsoft sign-in URL for reading your calendar through Graph, and with scope email your sent mail too (412 when the server has no Microsoft app); a work account may need its admin’s tenant consent first',
      querystring: z.strictObject({ scope: grantScope }),
      response: { 200: signInUrl, ...refusals },
    },
    handler: (request) => start(request, 'microsoft', request.query.scope),
  });

  app.delete('/v1/rpc/microsoft/graph', {
    schema: {
      tags,
      summary: 'Revokes your Microsoft 365 grant: your calendars are no longer read',
      querystring: z.strictObject({ scope: grantScope }),
      response: { 200: revoked, ...errorAnswers('validation_failed', 'model_not_found') },
    },
    handler: (request) => revoke(request, 'microsoft'),
  });

  app.post('/v1/rpc/calendar-grants/:system', {
    schema: {
      tags,
      summary: 'Finishes a grant with the code and state the vendor sent you back with: the connection is active and your primary calendar is read (a new grant keeps the calendars you chose)',
      params: z.strictObject({ system: calendarSystem }),
      body: grantReturn,
      response: { 200: calendarsAnswer, ...refusals },
    },
    handler: async (request) => {
      const { system } = request.params;
      return { data: await answering(() => finishCalendarGrant(calendarContext(app), person(request), system, request.body)) };
    },
  });

  app.post('/v1/rpc/microsoft/calendars', {
    schema: {
      tags,
      summary: 'Your Microsoft 365 calendars from Graph, each saying whether it is read; with calendar_ids, reads exactly those from now on',
      body: chooseCalendarsInput,
      response: { 200: calendarsAnswer, ...refusals },
    },
    handler: async (request) => {
      const ids = request.body?.calendar_ids;
      const ctx = calendarContext(app);
      return { data: await answering(() => (ids ? choosePersonCalendars(ctx, person(request), 'microsoft', ids) : personCalendars(ctx, person(request), 'microsoft'))) };
    },
  });
};
