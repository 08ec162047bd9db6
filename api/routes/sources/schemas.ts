import { z } from 'zod';
import { SOURCE_TYPES } from '../../../domain/days/index.js';
import type { ListSpec } from '../../lists/list-spec.js';

export const sourceResource = z
  .object({
    id: z.uuid().describe('Stable: derived from the organisation, the type and the identifier.'),
    type: z.enum(SOURCE_TYPES),
    identifier: z.string().nullable().describe('What the source is within its type: a web host, an application, a mailbox; none for time added by hand.'),
    name: z.string().nullable().describe('The name its latest activity came with.'),
    first_seen: z.string().describe('When its earliest activity began.'),
    last_seen: z.string().describe('When its latest activity ended.'),
    duration: z.number().int().describe('Seconds of its live activity, as days count them: trimmed activity counts what is left of it, removed activity not at all.'),
    activity_count: z.number().int(),
  })
  .describe('Where activity came from, over the activity you may see: your own, and as a manager or admin also the published days of others.')
  .meta({ id: 'Source' });

export type SourceResource = z.infer<typeof sourceResource>;

export const sourceParams = z.strictObject({ id: z.uuid({ message: 'Not a valid id.' }) });

export const sourceList: ListSpec = {
  resource: 'sources',
  fields: {
    id: { sql: 'id', kind: 'uuid' },
    type: { sql: 'type', kind: 'enum', values: SOURCE_TYPES, sortable: true },
    identifier: { sql: 'identifier', kind: 'text', sortable: true },
    name: { sql: 'name', kind: 'text', sortable: true },
    first_seen: { sql: 'first_seen', kind: 'date', sortable: true },
    last_seen: { sql: 'last_seen', kind: 'date', sortable: true },
    duration: { sql: 'duration', kind: 'number', sortable: true },
  },
  search: ['identifier', 'name'],
  defaultSort: { field: 'identifier', direction: 'asc' },
  defaultLimit: 50,
  maxLimit: 1000,
  includes: [],
};
