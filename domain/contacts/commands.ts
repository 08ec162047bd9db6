import { NotFoundError, assertNever, type Decider } from '../shared/decider.js';
import { ContactAlreadyExistsError, DuplicateContactCodeError, DuplicateContactNameError } from './errors.js';
import { emptyContactList, evolve, normalise, type ContactEvent, type ContactFields, type ContactList } from './events.js';

export type ContactCommand =
  | { type: 'CreateContact'; contactId: string; fields: ContactFields; at: string }
  | { type: 'UpdateContact'; contactId: string; fields: ContactFields; at: string }
  | { type: 'ArchiveContact'; contactId: string; at: string }
  | { type: 'RestoreContact'; contactId: string; at: string }
  | { type: 'DeleteContact'; contactId: string; at: string };

function decide(command: ContactCommand, list: ContactList): ContactEvent[] {
  const { contactId: contact_id, at } = command;
  switch (command.type) {
    case 'CreateContact':
      if (list.contacts.has(contact_id)) throw new ContactAlreadyExistsError();
      assertUnique(list, contact_id, command.fields);
      return [{ type: 'ContactCreated', data: { contact_id, ...command.fields, at } }];
    case 'UpdateContact': {
      const current = existing(list, contact_id);
      assertUnique(list, contact_id, command.fields);
      const unchanged =
        current.name === command.fields.name && current.code === command.fields.code && current.type === command.fields.type;
      return unchanged ? [] : [{ type: 'ContactUpdated', data: { contact_id, ...command.fields, at } }];
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

function existing(list: ContactList, id: string) {
  const contact = list.contacts.get(id);
  if (!contact) throw new NotFoundError('This contact could not be retrieved; you may not have access to it.');
  return contact;
}

function assertUnique(list: ContactList, id: string, fields: ContactFields): void {
  const byName = list.names.get(normalise(fields.name));
  if (byName !== undefined && byName !== id) throw new DuplicateContactNameError(fields.name);
  if (fields.code) {
    const byCode = list.codes.get(normalise(fields.code));
    if (byCode !== undefined && byCode !== id) throw new DuplicateContactCodeError(fields.code);
  }
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
