import { z } from 'zod';
import { CONTACT_REFERENCE_TYPES } from '../../../domain/contacts/vocabulary.js';
import { STORABLE_MESSAGE, storableText } from '../../../domain/shared/storable.js';
import { REFERENCE_TYPES } from '../../../domain/tags/vocabulary.js';
import { archivableStatus, type ListSpec } from '../../lists/list-spec.js';
import { recordBody } from '../../records/record-body.js';
import { externalCrm } from '../connect/schemas.js';

const contactType = z.enum(['regular', 'partner']);

const contactReference = z
  .object({
    type: z.enum(CONTACT_REFERENCE_TYPES),
    value: z.string().describe('Normalised as a tag of its type (docs/rules.md, Tags).'),
  })
  .meta({ id: 'ContactReference' });

const contactTag = z
  .object({
    id: z.uuid(),
    type: z.enum(REFERENCE_TYPES),
    value: z.string(),
    scope: z.enum(['general', 'personal']),
    ignored: z.boolean(),
    forced: z.boolean(),
    is_deleted: z.boolean(),
  })
  .meta({ id: 'ContactTag', description: 'A tag pointing to the contact that you see (the general ones, your own personal ones).' });

export const contactResource = z
  .object({
    id: z.uuid(),
    name: z.string(),
    formatted_name: z.string().describe('The name as shown in lists: with its code before or after it, or none, as the reader’s contact_codes.display preference says (before, by default).'),
    code: z.string().nullable(),
    type: contactType,
    partner: z.boolean(),
    status: z.enum(['active', 'archived']),
    is_deleted: z.boolean().describe('True while archived.'),
    deleted_at: z.string().nullable().describe('When it was archived.'),
    created_at: z.string(),
    updated_at: z.string(),
    external_crm: externalCrm,
    location: z.string().nullable(),
    email: z.string().nullable().describe('Normalised as an email reference.'),
    phone: z.string().nullable().describe('E.164, as a phone reference.'),
    company_name: z.string().nullable(),
    references: z.array(contactReference).describe('What its work is recognised by; each is a general tag pointing to the contact.'),
    tags: z.array(contactTag).describe('The tags pointing to the contact you see, deleted ones included, by type and value (at most 100).'),
    booked_hours: z.number().describe('Hours booked on the contact over the last 12 months that you see (your own, and as a manager the published ones).'),
    productivity: z.number().nullable().describe('Booked ÷ detected time of the contact over those 12 months, 0 to 1; null without detected time.'),
    last_activity: z.string().nullable().describe('The last date (YYYY-MM-DD) with activity for the contact that you see.'),
  })
  .meta({ id: 'Contact' });

export type ContactResource = z.infer<typeof contactResource>;

/** A detail: left out keeps it, blank or null clears it. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(storableText, STORABLE_MESSAGE)
    .nullable()
    .optional()
    .transform((text) => (text === undefined ? undefined : text || null));

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
    location: optionalText(255),
    email: optionalText(320),
    phone: optionalText(50),
    company_name: optionalText(255),
    references: z
      .array(z.strictObject({ type: z.enum(CONTACT_REFERENCE_TYPES), value: z.string().max(2000).refine(storableText, STORABLE_MESSAGE) }))
      .max(100)
      .optional()
      .describe("Replaces the contact's references; left out keeps them."),
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
