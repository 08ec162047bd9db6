import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APPOINTMENT_COLUMNS, type AppointmentRow } from '../../../projections/appointments/rows.js';
import { previousLocation, proposeTravel } from '../../../travel/propose.js';
import { RoutingError } from '../../../travel/route.js';
import { say } from '../../../i18n/text.js';
import { ApiError } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';

export const travelBody = z
  .strictObject({
    id: z.uuid({ message: 'Not a valid id.' }),
    from: z.string().trim().min(1).max(2000).optional().describe("Where travel out starts and travel back ends; absent: the location of the day's appointment before it."),
  })
  .meta({ id: 'TravelQuery' });

export const travelProposal = z
  .object({
    travel_location_start: z.string(),
    travel_duration_start: z.number().int().describe('Seconds of travel out.'),
    travel_location_end: z.string(),
    travel_duration_end: z.number().int().describe('Seconds of travel back.'),
  })
  .meta({ id: 'TravelProposal' });

/** Travel proposed by the routing service (travel/): a proposal the person takes into the appointment with a PUT, or not. */
export const appointmentTravelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/v1/rpc/appointments/travel', {
    config: { readModels: ['appointments'] },
    schema: {
      tags: ['appointments'],
      summary: 'Propose travel to an appointment and back',
      description:
        "Travel out from `from` (or the location of the day's appointment before it) to the appointment's location, and back, with each way's duration as the portal's routing service finds it. Nothing is changed: PUT the fields to the appointment to take them. system_not_available when the portal has no routing service (ROUTING_URL): travel is entered by hand; address_empty without both places; find for an address the service cannot find; route when it finds no route.",
      body: travelBody,
      response: { 200: z.object({ data: travelProposal }), ...errorAnswers('model_not_found', 'system_not_available', 'address_empty', 'find', 'route', 'validation_failed') },
    },
    handler: async (request) => {
      const { rows } = await app.deps.pool.query<AppointmentRow>(`SELECT ${APPOINTMENT_COLUMNS} FROM appointments WHERE id = $1 AND user_id = $2 AND status <> 'cancelled'`, [
        request.body.id,
        request.user.id,
      ]);
      const appointment = rows[0];
      if (!appointment) throw new ApiError('model_not_found');
      const routes = app.deps.routes;
      if (!routes) throw new ApiError('system_not_available', say('routing_not_configured'));
      const from = request.body.from ?? (await previousLocation(app.deps.pool, appointment));
      const location = appointment.location?.trim();
      if (!from || !location) throw new ApiError('address_empty');
      try {
        return { data: await proposeTravel(routes, { from, location }) };
      } catch (error) {
        if (!(error instanceof RoutingError)) throw error;
        request.log.info({ err: error }, 'no travel proposed');
        throw error.address === undefined ? new ApiError(error.code) : new ApiError(error.code, say('address_not_found', { address: error.address }));
      }
    },
  });
};
