import { z } from 'zod';
import { CONTEXT_KEYS, CONTEXT_TEXT_MAX, SOURCE_TEXT_MAX, SOURCE_TYPES } from '../../../domain/days/index.js';
import type { ListSpec } from '../../lists/list-spec.js';
import { recordBody } from '../../records/record-body.js';
import { tagReference } from '../tags/schemas.js';
import { customValues, customValuesInput } from '../custom-fields/schemas.js';

const ONE_YEAR_MS = 366 * 24 * 3600 * 1000;
const isoDateTime = z.iso.datetime({ offset: true, message: 'Not a valid date-time (ISO 8601 with a time zone).' });
const text = (max: number) => z.string().trim().max(max);

const source = z
  .strictObject({
    type: z.enum(SOURCE_TYPES).default('manual'),
    identifier: text(SOURCE_TEXT_MAX).nullish().transform((v) => v ?? null),
    name: text(SOURCE_TEXT_MAX).nullish().transform((v) => v ?? null),
  })
  .meta({ id: 'ActivitySource' });

const context = z
  .strictObject(Object.fromEntries(CONTEXT_KEYS.map((key) => [key, text(CONTEXT_TEXT_MAX).optional()])) as Record<(typeof CONTEXT_KEYS)[number], z.ZodOptional<z.ZodString>>)
  .meta({ id: 'ActivityContext', description: 'What the activity was about: company, contact, email, location, name, number, url, process, title.' });

const activityFields = z
  .strictObject({
    started_at: isoDateTime,
    ended_at: isoDateTime,
    contact_id: z.uuid().nullish().transform((v) => v ?? null),
    partner_contact_id: z.uuid().nullish().transform((v) => v ?? null),
    internal: z.boolean().default(false),
    description: text(1000).nullish().transform((v) => v || null),
    source: source.default({ type: 'manual', identifier: null, name: null }),
    context: context.default({}),
    remove_overlapping: z.boolean().default(true).describe('Trim or remove your own activity that overlaps this one (default).'),
  });

const activityChanges = z
  .strictObject({
    contact_id: z.uuid().nullable().optional(),
    internal: z.boolean().optional(),
    status: z.enum(['open', 'ignored']).optional(),
    description: text(1000).nullable().optional(),
    customfields: customValuesInput.optional().describe("Values of the firm's custom fields for activities, by key; a key left out keeps its value, null clears it."),
  });

/** The tag that tagged an activity and the reference it recognised it by (docs/rules.md, "Tags"). */
export const taggedBy = z
  .object({ tag_id: z.uuid(), reference: tagReference })
  .meta({ id: 'TaggedBy' });

export const activityResource = z
  .object({
    id: z.uuid(),
    user_id: z.uuid(),
    day_id: z.uuid(),
    date: z.string().describe('The local date of the day the activity belongs to.'),
    started_at: z.string(),
    ended_at: z.string(),
    date_start: z.string(),
    date_end: z.string(),
    duration: z.number().int().describe('Seconds that count now: the correction, else the detected time after overlaps.'),
    original_duration: z.number().int().describe('Seconds as detected; never changes.'),
    corrected_duration: z.number().int().nullable(),
    published_duration: z.number().int().nullable(),
    contact_id: z.uuid().nullable(),
    partner_contact_id: z.uuid().nullable(),
    internal: z.boolean(),
    description: z.string().nullable(),
    customfields: customValues,
    status: z.enum(['open', 'ignored', 'booked', 'published']),
    display_status: z.string().describe('status plus tagged, internal or untagged, and _threshold when ignored for being short.'),
    flags: z.object({
      ignored_by_threshold: z.boolean(),
      corrected_by_hand: z.boolean().describe('Its duration was set by hand (corrections, action set): rounding every activity leaves it unless asked (round_set_by_hand).'),
    }),
    source: z.object({ type: z.string(), identifier: z.string().nullable(), name: z.string().nullable() }),
    context: z.record(z.string(), z.string()),
    project_id: z.uuid().nullable(),
    subproject_id: z.uuid().nullable(),
    working_code_id: z.uuid().nullable(),
    is_deleted: z.boolean().describe('Deleted, or cut away by a newer overlapping activity; PATCH restores it.'),
    day_status: z.enum(['open', 'locked', 'published']),
    references: z
      .array(tagReference)
      .describe('What a tag may recognise it by, most specific first (docs/rules.md, Tags): what "always for this reference" creates a tag of.'),
    tagged_by: taggedBy
      .nullable()
      .describe('The tag that tagged it (or ignored it) by itself, and the reference it was recognised by; null when a person did, or nothing did.'),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Activity' });

export type ActivityResource = z.infer<typeof activityResource>;

export const activityInput = recordBody(activityResource, activityFields)
  .superRefine((input, ctx) => {
    const span = Date.parse(input.ended_at) - Date.parse(input.started_at);
    if (!(span > 0)) ctx.addIssue({ code: 'custom', path: ['ended_at'], message: 'End time must be after start time.' });
    else if (span > ONE_YEAR_MS) ctx.addIssue({ code: 'custom', path: ['ended_at'], message: 'Start and end may be at most one year apart.' });
    if (input.contact_id && input.internal) ctx.addIssue({ code: 'custom', path: ['internal'], message: 'An activity is tagged to a contact or internal, not both.' });
  })
  .meta({ id: 'ActivityFields' }); // Not ActivityInput: the generated input variant of Activity takes that name.

export const activityUpdate = recordBody(activityResource, activityChanges)
  .refine((changes) => Object.keys(changes).length > 0, { message: 'Change at least one of contact_id, internal, status, description.' })
  .meta({ id: 'ActivityChanges' });

/** product-spec §3 "Activity cluster (overview)": the subjects of a day with their logs, and the flags the day screen shows. */
export const activityCluster = z
  .object({
    subject: z
      .object({ source: z.object({ type: z.string(), identifier: z.string().nullable(), name: z.string().nullable() }), context: z.record(z.string(), z.string()) })
      .describe("Where the activity came from and what it was about (its title, url, email, name or number): the first log's source and context."),
    duration: z.number().int().describe("Seconds: the logs' durations together."),
    flags: z.object({
      checked: z.boolean().describe('Always false: the client keeps it.'),
      tagged: z.boolean().describe('Every log has a contact or is internal.'),
      booked: z.boolean().describe('Every log is booked or published.'),
      contact: z.boolean().describe('The logs share one contact.'),
      contact_id: z.uuid().nullable().describe('That contact.'),
      changed_at: z.string().describe('The latest change of a log.'),
      activities: z.number().int().describe('How many logs.'),
    }),
    logs: z.array(activityResource),
  })
  .meta({ id: 'ActivityCluster' });

const logIds = z.array(z.uuid()).min(1).max(1000).describe('Activity (log) ids.');

/** POST /v1/rpc/logs/batch-edit */
export const batchEditBody = z.strictObject({
  logs: logIds,
  contact_id: z.uuid().nullable().optional(),
  internal: z.boolean().optional(),
  status: z.enum(['open', 'ignored']).optional(),
  activity_description: z.string().trim().max(1000).nullable().optional(),
});

const slotList = z.array(z.strictObject({ level: z.union([z.literal(1), z.literal(2), z.literal(3)]), dimension_id: z.uuid().nullable() })).max(3);
const slotObject = z.strictObject({
  project_id: z.uuid().nullable(),
  subproject_id: z.uuid().nullable().optional(),
  working_code_id: z.uuid().nullable().optional(),
});

/** POST /v1/rpc/logs/assign-dimensions: a project is required; subproject and working code as the tree allows. */
export const assignDimensionsBody = z.strictObject({
  logs: logIds,
  slots: z.union([slotObject, slotList]).describe('{project_id, subproject_id, working_code_id}, or [{level, dimension_id}] with levels 1 to 3.'),
});

/** One day: by id, or your own day on a date; exactly one of them. */
export const dayPick = z.union(
  [
    z.strictObject({ day_id: z.uuid().describe('A day you may see: yours, or a published one of your organisation as a manager; any other answers 404.') }),
    z.strictObject({ date: z.iso.date().describe('A date of your own: no activity before anything is registered on it.') }),
  ],
  { error: 'Give day_id or date, one of them.' },
);

export const activityParams = z.strictObject({ id: z.uuid({ message: 'Not a valid id.' }) });

export const activityList: ListSpec = {
  resource: 'activities',
  fields: {
    id: { sql: 'id', kind: 'uuid' },
    day_id: { sql: 'day_id', kind: 'uuid' },
    user_id: { sql: 'user_id', kind: 'uuid' },
    contact_id: { sql: 'contact_id', kind: 'uuid' },
    project_id: { sql: 'project_id', kind: 'uuid' },
    date: { sql: 'date', kind: 'date', sortable: true },
    started_at: { sql: 'started_at', kind: 'date', sortable: true },
    ended_at: { sql: 'ended_at', kind: 'date', sortable: true },
    status: { sql: 'status', kind: 'enum', values: ['open', 'ignored', 'booked', 'published'], sortable: true },
    source_type: { sql: 'source_type', kind: 'enum', values: SOURCE_TYPES, sortable: true },
    internal: { sql: 'internal', kind: 'boolean' },
    duration: { sql: 'duration', kind: 'number', sortable: true },
    description: { sql: 'description', kind: 'text' },
    is_deleted: { sql: 'removed', kind: 'boolean' },
  },
  search: ['description', "context->>'title'", 'source_name'],
  defaultSort: { field: 'ended_at', direction: 'desc' },
  defaultLimit: 100,
  maxLimit: 1000,
  includes: [],
  defaultFilters: { is_deleted: 'bool:false' },
};
