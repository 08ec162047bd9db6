import { z } from 'zod';
import { STORABLE_MESSAGE, storableText } from '../../../domain/shared/storable.js';
import { archivableStatus, type ListSpec } from '../../lists/list-spec.js';
import { recordBody } from '../../records/record-body.js';
import { externalCrm } from '../connect/schemas.js';

const contactType = z.enum(['regular', 'partner']);

export const contactResource = z
  .object({
    id: z.uuid(),
    name: z.string(),
    formatted_name: z.string().describe('The name as shown in lists: the code in front when there is one.'),
    code: z.string().nullable(),
    type: contactType,
    partner: z.boolean(),
    status: z.enum(['active', 'archived']),
    is_deleted: z.boolean().describe('True while archived.'),
    deleted_at: z.string().nullable().describe('When it was archived.'),
    created_at: z.string(),
    updated_at: z.string(),
    external_crm: externalCrm,
  })
  .meta({ id: 'Contact' });

export type ContactResource = z.infer<typeof contactResource>;

/** Writable fields of POST and PUT. A blank code means no code. */
const contactFields = z
  .strictObject({
    name: z.string().trim().min(1, 'Required').max(255).refine(storableText, STORABLE_MESSAGE),
    code: z
      .string()
      .trim()
      .max(50)
      .refine(storableText, STORABLE_MESSAGE)
      .nullish()
      .transform((code) => code || null),
    type: contactType.default('regular'),
  });

export const contactInput = recordBody(contactResource, contactFields).meta({ id: 'ContactFields' });

export const contactParams = z.strictObject({ id: z.uuid({ message: 'Not a valid id.' }) });

export const contactList: ListSpec = {
  resource: 'contacts',
  fields: {
    id: { sql: 'id', kind: 'uuid' },
    name: { sql: 'name', kind: 'text', sortable: true },
    code: { sql: 'code', kind: 'text', sortable: true },
    type: { sql: 'type', kind: 'enum', values: ['regular', 'partner'], sortable: true },
    status: archivableStatus,
    created_at: { sql: 'created_at', kind: 'date', sortable: true },
    updated_at: { sql: 'updated_at', kind: 'date', sortable: true },
  },
  search: ['name', 'code'],
  defaultSort: { field: 'name', direction: 'asc' },
  defaultLimit: 100,
  maxLimit: 1000,
  includes: [],
  defaultFilters: { status: 'eq:active' },
};
