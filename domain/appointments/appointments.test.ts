import { describe, expect, it } from 'vitest';
import { DayPublishedError, dayOn } from '../days/index.js';
import { deciderSpec } from '../shared/decider-spec.js';
import { AppointmentNotArrangedError, appointmentDecider, type AppointmentCommand } from './commands.js';
import { needsConfirmation } from './confirmation.js';
import { NO_TRAVEL, NOBODY, type AppointmentEvent, type Travel } from './events.js';

const spec = deciderSpec(appointmentDecider);
const at = '2026-03-02T08:00:00.000Z';
const day = dayOn({ client_id: 'c1', user_id: 'u1', time_zone: 'Europe/Brussels' }, '2026-03-02');
const identity = { appointment_id: 'a1', client_id: 'c1', user_id: 'u1', source: 'ics' as const, external_id: 'uid-1' };
const details = { day, description: 'Board meeting', started_at: '2026-03-02T09:00:00.000Z', ended_at: '2026-03-02T11:00:00.000Z', location: 'Ghent', attendees: ['ann@acme.test'] };
const scheduled: AppointmentEvent = { type: 'AppointmentScheduled', data: { ...identity, ...details, at } };
const schedule = (changes: Partial<typeof details>, dayPublished = false): AppointmentCommand => ({
  type: 'ScheduleAppointment',
  appointment: { ...identity, ...details, ...changes },
  dayPublished,
  at,
});
const internal = { ...NOBODY, internal: true };
const arranged: AppointmentEvent = { type: 'AppointmentArranged', data: { ...internal, travel: NO_TRAVEL, at } };

describe('an appointment from a calendar', () => {
  it('is scheduled once: the same event found again changes nothing', () => {
    spec.given([]).when(schedule({})).then([scheduled]);
    spec.given([scheduled]).when(schedule({})).then([]);
  });

  it('moves with its event while its day is open', () => {
    const moved = { started_at: '2026-03-02T10:00:00.000Z', ended_at: '2026-03-02T12:00:00.000Z' };
    spec.given([scheduled]).when(schedule(moved)).then([{ type: 'AppointmentMoved', data: { ...details, ...moved, at } }]);
  });

  it('on a published day, lists a move or a cancellation once instead of applying it', () => {
    const moved = { started_at: '2026-03-02T10:00:00.000Z' };
    const held: AppointmentEvent = { type: 'AppointmentChangeHeld', data: { change: { kind: 'moved', ...withoutDay(details), ...moved }, at } };
    spec.given([scheduled]).when(schedule(moved, true)).then([held]);
    spec.given([scheduled, held]).when(schedule(moved, true)).then([]);
    spec.given([scheduled]).when({ type: 'CancelAppointment', by: 'calendar', dayPublished: true, at }).then([
      { type: 'AppointmentChangeHeld', data: { change: { kind: 'cancelled' }, at } },
    ]);
  });

  it('deleted by its person stays deleted when the calendar still has it', () => {
    const deleted: AppointmentEvent = { type: 'AppointmentCancelled', data: { by: 'person', at } };
    spec.given([scheduled]).when({ type: 'CancelAppointment', by: 'person', dayPublished: false, at }).then([deleted]);
    spec.given([scheduled, deleted]).when(schedule({ description: 'Renamed' })).then([]);
  });

  it('cannot be deleted by its person once its day is published', () => {
    spec.given([scheduled]).when({ type: 'CancelAppointment', by: 'person', dayPublished: true, at }).thenThrows(DayPublishedError);
  });
});

describe('arranging and confirming', () => {
  it('confirms only what is arranged, and not what is ignored', () => {
    const confirm: AppointmentCommand = { type: 'ConfirmAppointment', activities: [{ activity_id: 'x', day_id: day.day_id }], at };
    spec.given([scheduled]).when(confirm).thenThrows(AppointmentNotArrangedError);
    const ignored: AppointmentEvent = { type: 'AppointmentArranged', data: { ...NOBODY, ignored: true, travel: NO_TRAVEL, at } };
    spec.given([scheduled, ignored]).when(confirm).thenThrows(AppointmentNotArrangedError);
    spec.given([scheduled, arranged]).when(confirm).then([{ type: 'AppointmentConfirmed', data: { activities: [{ activity_id: 'x', day_id: day.day_id }], at } }]);
  });

  it('arranging the same again changes nothing; on a published day it is refused', () => {
    spec.given([scheduled, arranged]).when({ type: 'ArrangeAppointment', arrangement: internal, travel: NO_TRAVEL, dayPublished: false, at }).then([]);
    spec.given([scheduled]).when({ type: 'ArrangeAppointment', arrangement: internal, travel: NO_TRAVEL, dayPublished: true, at }).thenThrows(DayPublishedError);
  });
});

describe('the confirmation rule (4-hour reading)', () => {
  const leg = (hours: number) => ({ ...internal, location: 'Home', duration: hours * 3600 });
  const appointment = (hours: number, travel: Travel = NO_TRAVEL) => ({
    started_at: '2026-03-02T08:00:00.000Z',
    ended_at: new Date(Date.parse('2026-03-02T08:00:00.000Z') + hours * 3600_000).toISOString(),
    travel,
  });

  it('holds an appointment over 4 hours, over 4 hours with travel, or with travel over 3 hours', () => {
    expect(needsConfirmation(appointment(4))).toBe(false);
    expect(needsConfirmation(appointment(3.5))).toBe(false);
    expect(needsConfirmation(appointment(4.25))).toBe(true);
    expect(needsConfirmation(appointment(3, { start: leg(0.75), end: leg(0.5) }))).toBe(true);
    expect(needsConfirmation(appointment(1, { start: leg(1.5), end: leg(1.5) }))).toBe(false);
    expect(needsConfirmation(appointment(0.5, { start: leg(2), end: leg(1.25) }))).toBe(true);
  });
});

const withoutDay = ({ day: _day, ...rest }: typeof details) => rest;
