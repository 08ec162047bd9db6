import { z } from 'zod';
import { DAY_EVENT_TYPES } from '../../../domain/days/index.js';
import { taggedBy } from '../activities/schemas.js';

/** A field an event changed, from before to after: typed per field, so a reader can name what the ids point at. */
const change = <Field extends string, Value extends z.ZodType>(field: Field, value: Value, description: string) =>
  z.object({ activity_id: z.uuid().nullable(), field: z.literal(field).describe(description), before: value.nullable(), after: value.nullable() });

const booking = z.object({ project_id: z.uuid(), subproject_id: z.uuid().nullable(), working_code_id: z.uuid().nullable() });
const detection = z.object({ bucket: z.string(), from: z.string(), to: z.string() });

const historyChange = z
  .discriminatedUnion('field', [
    change('date', z.iso.date(), 'The day: its local date, set when it opens.'),
    change('status', z.enum(['open', 'locked', 'published', 'ignored', 'booked']), "The day's status (activity_id null) or an activity's."),
    change('activities', z.number().int(), 'The day: how many activities it held when it was deleted.'),
    change('started_at', z.string(), 'An activity: its start (ISO 8601).'),
    change('ended_at', z.string(), 'An activity: its end (ISO 8601).'),
    change('contact_id', z.uuid(), 'An activity: the contact it is tagged to.'),
    change('partner_contact_id', z.uuid(), 'An activity: the partner contact.'),
    change('internal', z.boolean(), 'An activity: tagged internal.'),
    change('description', z.string(), 'An activity: its description.'),
    change('corrected_duration', z.number().int(), 'An activity: seconds set by a correction.'),
    change('published_duration', z.number().int(), 'An activity: seconds published.'),
    change('removed', z.boolean(), 'An activity: deleted, or cut away by a newer overlapping one.'),
    change('booking', booking, 'An activity: the project, subproject and working code it is booked on.'),
    change('tagged_by', taggedBy, 'An activity: the tag that tagged (or ignored) it by itself, and the reference it recognised it by; null when a person tagged it since.'),
    change('detection', detection, "An activity: the detections it was condensed from (the detector's bucket and the stretch they cover)."),
  ])
  .meta({ id: 'HistoryChange' });
export type HistoryChange = z.infer<typeof historyChange>;

export const historyEntry = z
  .object({
    event_id: z.uuid(),
    type: z.enum(DAY_EVENT_TYPES).describe('The event, e.g. ActivitiesTagged, DurationsCorrected, DayPublished.'),
    recorded_at: z.string(),
    user: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    request: z.string().nullable().describe('The reference of the request that caused it.'),
    changes: z.array(historyChange),
  })
  .meta({ id: 'HistoryEntry' });
