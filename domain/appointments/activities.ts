import { dayAt, nextDayStart, type DayOwner, type DayRef } from '../days/index.js';
import type { ActivityRegistration } from '../days/events.js';
import { nameBasedUuid } from '../shared/name-uuid.js';
import type { Appointment, Arrangement, TravelLeg } from './events.js';

type Registration = Omit<ActivityRegistration, 'ignored_by_threshold' | 'tagged_by'>;

/** What confirming an appointment registers: activity per part and per local day it covers, each on that day. */
export type AppointmentActivity = { readonly day: DayRef; readonly registration: Registration; readonly part: 'appointment' | 'travel' };

/**
 * The activity a confirmed appointment becomes (source appointment): the appointment itself, tagged as arranged, and
 * each travel leg that is not ignored, tagged as its leg says, before and after it. A part that runs past midnight
 * is cut at each local midnight into activity on each day (an event lasting three days is one appointment and three
 * days' activity: docs/rules.md, "Appointments"). Ids are name-based on the appointment, part and start, so a
 * confirmation that is retried registers once.
 */
export function activitiesOf(appointment: Appointment, owner: DayOwner): AppointmentActivity[] {
  const { started_at, ended_at, travel } = appointment;
  const parts: AppointmentActivity[] = [];
  const add = (part: AppointmentActivity['part'], from: string, to: string, arrangement: Arrangement, location: string | null) => {
    if (arrangement.ignored || !(Date.parse(to) > Date.parse(from))) return;
    for (const [start, end] of perDay(from, to, owner.time_zone)) {
      parts.push({
        day: dayAt(owner, start),
        part,
        registration: {
          activity_id: nameBasedUuid(`tally-appointment-activity:${appointment.id}:${part}:${start}`),
          started_at: start,
          ended_at: end,
          contact_id: arrangement.contact_id,
          partner_contact_id: null,
          internal: arrangement.internal,
          description: appointment.description,
          source: { type: 'appointment', identifier: part === 'travel' ? 'travel' : appointment.source, name: appointment.description },
          context: {
            title: appointment.description,
            ...(location ? { location } : {}),
            ...(appointment.attendees[0] ? { email: appointment.attendees[0] } : {}),
          },
        },
      });
    }
  };
  const leg = (which: TravelLeg | null, from: string, to: string) => which && add('travel', from, to, which, which.location);
  leg(travel.start, shift(started_at, -(travel.start?.duration ?? 0)), started_at);
  add('appointment', started_at, ended_at, appointment.arrangement, appointment.location);
  leg(travel.end, ended_at, shift(ended_at, travel.end?.duration ?? 0));
  return parts;
}

const shift = (moment: string, seconds: number) => new Date(Date.parse(moment) + seconds * 1000).toISOString();

/** [from, to) cut at each local midnight in the zone. */
function perDay(from: string, to: string, timeZone: string): [string, string][] {
  const pieces: [string, string][] = [];
  let start = new Date(from).toISOString();
  const end = new Date(to).toISOString();
  while (Date.parse(start) < Date.parse(end)) {
    const midnight = new Date(nextDayStart(start, timeZone)).toISOString();
    const pieceEnd = Date.parse(midnight) < Date.parse(end) ? midnight : end;
    pieces.push([start, pieceEnd]);
    start = pieceEnd;
  }
  return pieces;
}
