import { z } from 'zod';
import { CONFIRMATION_RULE } from '../../../domain/appointments/index.js';
import { REFERENCE_TYPES } from '../../../domain/tags/index.js';
import type { ListSpec } from '../../lists/list-spec.js';
import { recordBody } from '../../records/record-body.js';

const STATUSES = ['pending', 'arranged', 'confirmed', 'ignored', 'cancelled'] as const;
const hours = (seconds: number) => seconds / 3600;

/** Whose a travel leg's time is: a contact's id, internal, or ignore (product-spec §3). */
const legTarget = z.union([z.uuid({ message: 'Not a valid id.' }), z.literal('internal'), z.literal('ignore')]);

export const appointmentResource = z
  .object({
    id: z.uuid(),
    day_id: z.uuid(),
    date: z.iso.date().describe('The local date of its start: its day.'),
    source: z.enum(['ics', 'microsoft', 'google']),
    description: z.string(),
    started_at: z.string(),
    ended_at: z.string(),
    location: z.string().nullable(),
    attendees: z.array(z.string()).describe("The attendees' e-mail addresses."),
    status: z
      .enum(STATUSES)
      .describe(
        'pending until arranged (a contact, internal or ignored); arranged while the confirmation rule holds it; confirmed once it is activity on its day; ignored; cancelled (gone from the calendar, or deleted).',
      ),
    contact_id: z.uuid().nullable(),
    internal: z.boolean(),
    needs_confirmation: z
      .boolean()
      .describe(
        `The confirmation rule: over ${hours(CONFIRMATION_RULE.appointment)} h, over ${hours(CONFIRMATION_RULE.with_travel)} h with travel, or travel over ${hours(CONFIRMATION_RULE.travel)} h. Such an appointment becomes activity only once confirmed.`,
      ),
    original_duration: z.number().int().describe('Seconds from start to end.'),
    travel_start: z.string().nullable().describe('When travel out begins.'),
    travel_end: z.string().nullable().describe('When travel back ends.'),
    travel_location_start: z.string().nullable().describe('Where travel out starts.'),
    travel_duration_start: z.number().int().describe('Seconds of travel out; 0 for none.'),
    travel_contact_start: legTarget.nullable().describe('Whose travel out is: a contact id, internal or ignore.'),
    travel_location_end: z.string().nullable().describe('Where travel back ends.'),
    travel_duration_end: z.number().int().describe('Seconds of travel back; 0 for none.'),
    travel_contact_end: legTarget.nullable().describe('Whose travel back is: a contact id, internal or ignore.'),
    travel_time: z.number().int().describe('Seconds of travel, out and back.'),
    tag: z.object({ tag_id: z.uuid(), type: z.enum(REFERENCE_TYPES), value: z.string() }).nullable().describe('The tag that arranged it, when one did.'),
    activity_ids: z.array(z.uuid()).describe('The activity it became, once confirmed.'),
    held_changes: z
      .array(z.object({ kind: z.enum(['moved', 'cancelled']), started_at: z.string().optional(), ended_at: z.string().optional(), description: z.string().optional() }))
      .describe('Changes its calendar made after its day was published: listed, not applied.'),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Appointment' });

export type AppointmentResource = z.infer<typeof appointmentResource>;

const location = z.string().max(2000).nullish();
const duration = z.number().int().min(0).max(86_400).optional().describe('Seconds; 0 for no travel.');
const whose = legTarget.nullish().describe("Absent: the appointment's own.");

/** PUT: arranging (a contact, internal or ignored: one), and travel out and back; leaving a field out keeps it. */
export const appointmentChange = recordBody(
  appointmentResource,
  z.strictObject({
    contact_id: z.uuid({ message: 'Not a valid id.' }).nullish(),
    internal: z.boolean().optional(),
    ignored: z.boolean().optional(),
    travel_location_start: location,
    travel_duration_start: duration,
    travel_contact_start: whose,
    travel_location_end: location,
    travel_duration_end: duration,
    travel_contact_end: whose,
  }),
).meta({ id: 'AppointmentChange' });

export const appointmentParams = z.strictObject({ id: z.uuid({ message: 'Not a valid id.' }) });

export const pendingAppointmentsBody = z
  .strictObject({ day_ids: z.array(z.uuid()).max(400).optional().describe('Only these days; all your days when absent.') })
  .meta({ id: 'PendingAppointmentsQuery' });

export const confirmAppointmentsBody = z.strictObject({ ids: z.array(z.uuid({ message: 'Not a valid id.' })).min(1).max(200) }).meta({ id: 'ConfirmAppointments' });

export const appointmentList: ListSpec = {
  resource: 'appointments',
  fields: {
    id: { sql: 'id', kind: 'uuid' },
    day_id: { sql: 'day_id', kind: 'uuid' },
    date: { sql: 'date', kind: 'date', sortable: true },
    status: {
      sql: "(CASE WHEN ignored AND status <> 'cancelled' THEN 'ignored' ELSE status END)",
      kind: 'enum',
      values: STATUSES,
      predicates: {
        pending: "status = 'pending'",
        arranged: "status = 'arranged' AND NOT ignored",
        confirmed: "status = 'confirmed'",
        ignored: "ignored AND status <> 'cancelled'",
        cancelled: "status = 'cancelled'",
      },
      sortable: true,
    },
    contact_id: { sql: 'contact_id', kind: 'uuid' },
    source: { sql: 'source', kind: 'enum', values: ['ics', 'microsoft', 'google'] },
    description: { sql: 'description', kind: 'text', sortable: true },
    started_at: { sql: 'started_at', kind: 'date', sortable: true },
  },
  search: ['description', 'location'],
  defaultSort: { field: 'started_at', direction: 'desc' },
  defaultLimit: 20,
  maxLimit: 1000,
  includes: [],
  defaultFilters: { status: 'neq:cancelled' },
};
