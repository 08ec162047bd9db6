import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appointmentStream } from '../../../domain/appointments/index.js';
import type { GlobalPosition } from '../../../eventstore/port.js';
import { handleAppointment, arrangeAppointment, confirmAppointment, withdrawActivities, isPublished, type Asked } from '../../../calendar/appointments.js';
import { APPOINTMENT_COLUMNS, type AppointmentRow } from '../../../projections/appointments/rows.js';
import { ApiError } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { listQuerySchema, parseListQuery } from '../../lists/list-query.js';
import { runList } from '../../lists/list-sql.js';
import { listResponse, sendList } from '../../lists/respond.js';
import { assertContact } from '../tags/commands.js';
import { arrangementOf, legContacts, travelOf } from './arrange.js';
import { toAppointmentResource } from './present.js';
import { appointmentChange, appointmentList, appointmentParams, appointmentResource, confirmAppointmentsBody, pendingAppointmentsBody } from './schemas.js';
import { say } from '../../../i18n/text.js';

const one = z.object({ data: appointmentResource });
const many = z.object({ data: z.array(appointmentResource) });
const refusals = ['model_not_found', 'day_published', 'day_locked', 'concurrency_conflict'] as const;
const config = { readModels: ['appointments'] };
const notFound = (): never => {
  throw new ApiError('model_not_found', say('appointments_not_found'));
};

/** Appointments (api-contract §7.7): the signed-in person's own, from their calendars; arranged and confirmed into activity. */
export const appointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const own = async (request: FastifyRequest, asked: readonly string[]): Promise<AppointmentRow[]> => {
    // A uuid may be written in capitals; PostgreSQL answers it in lower case, which is what the rows are found by.
    const ids = asked.map((id) => id.toLowerCase());
    const { rows } = await app.deps.pool.query<AppointmentRow>(
      `SELECT ${APPOINTMENT_COLUMNS} FROM appointments WHERE user_id = $1 AND id = ANY($2::uuid[]) AND status <> 'cancelled'`,
      [request.user.id, [...new Set(ids)]],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? notFound());
  };

  /** Runs appointment work for the caller and waits until the read models (appointments, and its days) show what it wrote. */
  const asCaller = async <T>(request: FastifyRequest, work: (asked: Asked) => Promise<T>): Promise<T> => {
    let last: GlobalPosition | undefined;
    const result = await work({ client_id: request.user.client_id, user_id: request.user.id, request: request.id, onWritten: (position) => void (last = position) });
    if (last && !(await app.deps.runner.waitFor(last))) request.log.warn({ position: last }, 'read models did not catch up in time; answering with what they show');
    return result;
  };

  app.get('/v1/appointments', {
    config,
    schema: {
      tags: ['appointments'],
      summary: 'Your appointments',
      description: 'Default page 20, newest start first; cancelled ones only when status is filtered for them. Filter by day_id, date, status, contact_id, source.',
      querystring: listQuerySchema(appointmentList),
      response: { 200: listResponse(appointmentResource), ...errorAnswers('validation_failed') },
    },
    handler: async (request, reply) => {
      const query = parseListQuery(appointmentList, request.query);
      const { rows, total } = await runList<AppointmentRow>(app.deps.pool, appointmentList, query, {
        select: APPOINTMENT_COLUMNS,
        from: 'appointments',
        where: 'user_id = $1',
        params: [request.user.id],
      });
      return sendList(reply, appointmentList, query, rows.map(toAppointmentResource), total);
    },
  });

  app.get('/v1/appointments/:id', {
    config,
    schema: { tags: ['appointments'], summary: 'One of your appointments', params: appointmentParams, response: { 200: one, ...errorAnswers('model_not_found') } },
    handler: async (request) => ({ data: toAppointmentResource((await own(request, [request.params.id]))[0]!) }),
  });

  app.put('/v1/appointments/:id', {
    config,
    schema: {
      tags: ['appointments'],
      summary: 'Arranges an appointment, and its travel out and back',
      description:
        'A contact, internal or ignored (one); travel legs with a location, seconds and whose they are (a contact id, internal or ignore; absent: the appointment\'s own). ' +
        'An arranged appointment becomes activity on its day at once unless the confirmation rule holds it (needs_confirmation): then POST /v1/rpc/appointments/confirm. ' +
        'Arranging a confirmed one again takes its activity off the day and settles it anew. A published day refuses (409 day_published).',
      params: appointmentParams,
      body: appointmentChange,
      response: { 200: one, ...errorAnswers('validation_failed', ...refusals) },
    },
    handler: async (request) => {
      const [row] = await own(request, [request.params.id]);
      const appointment = await app.deps.appointments.state(appointmentStream(row!.id));
      if (!appointment) throw new ApiError('model_not_found');
      const arrangement = arrangementOf(request.body, appointment.arrangement);
      const travel = travelOf(request.body, appointment.travel, arrangement);
      for (const contact_id of [arrangement.contact_id, ...legContacts(travel)]) if (contact_id) await assertContact(app, request, { status: 'contact', contact_id });
      await asCaller(request, (asked) => arrangeAppointment(app.deps, appointment, { arrangement, travel }, asked));
      return { data: toAppointmentResource((await own(request, [row!.id]))[0]!) };
    },
  });

  app.delete('/v1/appointments/:id', {
    config,
    schema: {
      tags: ['appointments'],
      summary: 'Deletes an appointment, and the activity it became; answers it as it was',
      description: 'A sync does not bring it back. A published day refuses (409 day_published).',
      params: appointmentParams,
      response: { 200: one, ...errorAnswers(...refusals) },
    },
    handler: async (request) => {
      const [row] = await own(request, [request.params.id]);
      const before = toAppointmentResource(row!);
      const appointment = await app.deps.appointments.state(appointmentStream(row!.id));
      if (!appointment) throw new ApiError('model_not_found');
      const dayPublished = await isPublished(app.deps, appointment.day.day_id);
      await asCaller(request, async (asked) => {
        await handleAppointment(app.deps, appointmentStream(appointment.id), { type: 'CancelAppointment', by: 'person', dayPublished, at: app.deps.clock().toISOString() }, asked);
        await withdrawActivities(app.deps, appointment, asked);
      });
      return { data: before };
    },
  });

  app.post('/v1/rpc/appointments/pending', {
    config,
    schema: {
      tags: ['appointments'],
      summary: 'Your appointments still to arrange or confirm',
      description: 'Pending (no contact, not internal, not ignored) and arranged ones the confirmation rule holds, of open days (of day_ids, when given), earliest first.',
      body: pendingAppointmentsBody,
      response: { 200: many, ...errorAnswers('validation_failed') },
    },
    handler: async (request) => {
      const { rows } = await app.deps.pool.query<AppointmentRow>(
        `SELECT ${APPOINTMENT_COLUMNS} FROM appointments a
         WHERE user_id = $1 AND status IN ('pending', 'arranged') AND NOT ignored AND ($2::uuid[] IS NULL OR day_id = ANY($2::uuid[]))
           AND NOT EXISTS (SELECT 1 FROM days d WHERE d.id = a.day_id AND d.status = 'published')
         ORDER BY started_at, id`,
        [request.user.id, request.body.day_ids ?? null],
      );
      return { data: rows.map(toAppointmentResource) };
    },
  });

  app.post('/v1/rpc/appointments/confirm', {
    config,
    schema: {
      tags: ['appointments'],
      summary: 'Confirms appointments in a batch: each becomes activity on its day',
      description:
        'Each must be arranged with a contact or internal (422 validation_failed naming contact_id otherwise); confirmed ones answer as they are. ' +
        'All are checked before any is confirmed; they are confirmed one by one.',
      body: confirmAppointmentsBody,
      response: { 200: many, ...errorAnswers('validation_failed', ...refusals) },
    },
    handler: async (request) => {
      const rows = await own(request, request.body.ids);
      const notArranged = rows.filter((row) => row.status === 'pending' || row.ignored);
      if (notArranged.length > 0) {
        throw new ApiError('validation_failed', undefined, { contact_id: notArranged.map((row) => say('appointment_arrange_first', { description: row.description, id: row.id })) });
      }
      await asCaller(request, async (asked) => {
        for (const row of rows) {
          const appointment = await app.deps.appointments.state(appointmentStream(row.id));
          if (appointment) await confirmAppointment(app.deps, appointment, asked);
        }
      });
      return { data: (await own(request, request.body.ids)).map(toAppointmentResource) };
    },
  });
};
