import { z } from 'zod';
import { STORABLE_MESSAGE, storableText } from '../../../domain/shared/storable.js';
import type { ListSpec } from '../../lists/list-spec.js';

export const noteResource = z
  .object({
    id: z.uuid(),
    user_id: z.uuid(),
    day_id: z.uuid(),
    activity_id: z.uuid(),
    description: z.string(),
    timestamp: z.string().describe('When it was last written.'),
  })
  .meta({ id: 'ActivityNote' });

export const noteInput = z
  .strictObject({ description: z.string().max(5000).refine(storableText, STORABLE_MESSAGE).describe('The note; empty clears it (204).') })
  .meta({ id: 'ActivityNoteFields' });

export const noteList: ListSpec = {
  resource: 'activity_notes',
  fields: {
    id: { sql: 'id', kind: 'uuid' },
    day_id: { sql: 'day_id', kind: 'uuid' },
    activity_id: { sql: 'activity_id', kind: 'uuid' },
    description: { sql: 'description', kind: 'text' },
    timestamp: { sql: 'timestamp', kind: 'date', sortable: true },
  },
  search: ['description'],
  defaultSort: { field: 'timestamp', direction: 'desc' },
  defaultLimit: 100,
  maxLimit: 1000,
  includes: [],
};

export type ActivityNoteResource = z.infer<typeof noteResource>;
