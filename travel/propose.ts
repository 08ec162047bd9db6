import type pg from 'pg';
import type { RoutePlanner } from './route.js';

/** Travel out to an appointment and back, as the fields of an appointment's change (PUT /v1/appointments/{id}) take it. */
export interface TravelProposal {
  travel_location_start: string;
  travel_duration_start: number;
  travel_location_end: string;
  travel_duration_end: number;
}

/**
 * Where a person sets out from for an appointment when they don't say: the location of their appointment that ended
 * last before it started, that day (the meeting before), if it had one.
 */
export async function previousLocation(pool: pg.Pool, appointment: { id: string; user_id: string; date: string; started_at: Date }): Promise<string | null> {
  const { rows } = await pool.query<{ location: string }>(
    `SELECT location FROM appointments
      WHERE user_id = $1 AND date = $2 AND id <> $3 AND ended_at <= $4 AND status <> 'cancelled' AND NOT ignored AND coalesce(trim(location), '') <> ''
      ORDER BY ended_at DESC LIMIT 1`,
    [appointment.user_id, appointment.date, appointment.id, appointment.started_at],
  );
  return rows[0]?.location ?? null;
}

/** Travel from `from` to the appointment's location, and back there afterwards, each way as the route planner finds it. */
export async function proposeTravel(routes: RoutePlanner, { from, location }: { from: string; location: string }): Promise<TravelProposal> {
  const [out, back] = await Promise.all([routes.travelTime(from, location), routes.travelTime(location, from)]);
  return { travel_location_start: from, travel_duration_start: out, travel_location_end: from, travel_duration_end: back };
}
