import { NotFoundError, assertNever, type Decider } from '../shared/decider.js';
import { referenceKey } from '../tags/index.js';
import { NO_DETAILS, normaliseDetails, type ContactDetails } from './details.js';
import { ContactAlreadyExistsError, DuplicateContactCodeError, DuplicateContactNameError, ReferenceOfAnotherContactError } from './errors.js';
import { checkDrafts, type ContactDraft } from './import.js';
import { emptyContactList, evolve, normalise, type ContactEvent, type ContactFields, type ContactList } from './events.js';
import { say } from '../../i18n/text.js';

/** `details` left out keeps the contact's (none for a new one). */
export type ContactCommand =
  | { type: 'CreateContact'; contactId: string; fields: ContactFields; details?: ContactDetails; at: string }
  | { type: 'UpdateContact'; contactId: string; fields: ContactFields; details?: ContactDetails; at: string }
  | { type: 'ArchiveContact'; contactId: string; at: string }
  | { type: 'RestoreContact'; contactId: string; at: string }
  | { type: 'DeleteContact'; contactId: string; at: string }
  /** Many new contacts at once (a contact import's batch): all or none; those that exist already are skipped. */
  | { type: 'ImportContacts'; drafts: readonly ContactDraft[]; at: string };

function decide(command: ContactCommand, list: ContactList): ContactEvent[] {
  if (command.type === 'ImportContacts') return importContacts(command.drafts, list, command.at);
  const { contactId: contact_id, at } = command;
  switch (command.type) {
    case 'CreateContact': {
      if (list.contacts.has(contact_id)) throw new ContactAlreadyExistsError();
      const details = command.details ? normaliseDetails(command.details) : NO_DETAILS;
      assertUnique(list, contact_id, command.fields, details);
      return [{ type: 'ContactCreated', data: { contact_id, ...command.fields, at } }, ...detailsChange(contact_id, NO_DETAILS, details, at)];
    }
    case 'UpdateContact': {
      const current = existing(list, contact_id);
      const details = command.details ? normaliseDetails(command.details) : current.details;
      assertUnique(list, contact_id, command.fields, details);
      const unchanged =
        current.name === command.fields.name && current.code === command.fields.code && current.type === command.fields.type;
      return [...(unchanged ? [] : [{ type: 'ContactUpdated' as const, data: { contact_id, ...command.fields, at } }]), ...detailsChange(contact_id, current.details, details, at)];
    }
    case 'ArchiveContact':
      return existing(list, contact_id).archived ? [] : [{ type: 'ContactArchived', data: { contact_id, at } }];
    case 'RestoreContact':
      return existing(list, contact_id).archived ? [{ type: 'ContactRestored', data: { contact_id, at } }] : [];
    case 'DeleteContact':
      existing(list, contact_id);
      return [{ type: 'ContactDeleted', data: { contact_id, at } }];
    default:
      return assertNever(command);
  }
}

function importContacts(drafts: readonly ContactDraft[], list: ContactList, at: string): ContactEvent[] {
  const checks = checkDrafts(list, drafts);
  for (const check of checks) if ('refusal' in check) throw check.refusal;
  return drafts.flatMap(({ contactId: contact_id, fields }, index) => {
    const check = checks[index];
    if (!check || !('details' in check)) return [];
    return [{ type: 'ContactCreated' as const, data: { contact_id, ...fields, at } }, ...detailsChange(contact_id, NO_DETAILS, check.details, at)];
  });
}

function existing(list: ContactList, id: string) {
  const contact = list.contacts.get(id);
  if (!contact) throw new NotFoundError(say('contact_not_found'));
  return contact;
}

/** Details compare field by field, references in the order given: a form sent back as it was records nothing. */
function detailsChange(contact_id: string, current: ContactDetails, details: ContactDetails, at: string): ContactEvent[] {
  const written = (d: ContactDetails) => JSON.stringify([d.location, d.email, d.phone, d.company_name, d.references.map((r) => [r.type, r.value])]);
  return written(current) === written(details) ? [] : [{ type: 'ContactDetailsChanged', data: { contact_id, ...details, at } }];
}

function assertUnique(list: ContactList, id: string, fields: ContactFields, details: ContactDetails): void {
  const byName = list.names.get(normalise(fields.name));
  if (byName !== undefined && byName !== id) throw new DuplicateContactNameError(fields.name);
  if (fields.code) {
    const byCode = list.codes.get(normalise(fields.code));
    if (byCode !== undefined && byCode !== id) throw new DuplicateContactCodeError(fields.code);
  }
  details.references.forEach((reference, index) => {
    const owner = list.references.get(referenceKey(reference));
    const other = owner !== undefined && owner !== id ? list.contacts.get(owner) : undefined;
    if (other) throw new ReferenceOfAnotherContactError(reference.value, other.name, index);
  });
}

export const contactDecider: Decider<ContactList, ContactCommand, ContactEvent> = {
  initialState: emptyContactList,
  evolve,
  decide,
};

/** The prefix of every organisation's contact stream (what the contacts read model reads). */
export const CONTACTS_STREAM_PREFIX = 'contacts-';

/** The organisation's contact stream. */
export function contactStream(clientId: string): string {
  return `${CONTACTS_STREAM_PREFIX}${clientId}`;
}
