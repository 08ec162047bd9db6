import { assertNever, type DomainEvent } from '../shared/decider.js';
import { referenceKey } from '../tags/index.js';
import { NO_DETAILS, type ContactDetails } from './details.js';

export type ContactType = 'regular' | 'partner';

export type ContactFields = {
  readonly name: string;
  readonly code: string | null;
  readonly type: ContactType;
};

export type ContactEvent =
  | DomainEvent<'ContactCreated', ContactFields & { contact_id: string; at: string }>
  | DomainEvent<'ContactUpdated', ContactFields & { contact_id: string; at: string }>
  | DomainEvent<'ContactDetailsChanged', ContactDetails & { contact_id: string; at: string }>
  | DomainEvent<'ContactArchived', { contact_id: string; at: string }>
  | DomainEvent<'ContactRestored', { contact_id: string; at: string }>
  | DomainEvent<'ContactDeleted', { contact_id: string; at: string }>;

export const contactEventTypes: ReadonlySet<ContactEvent['type']> = new Set<ContactEvent['type']>([
  'ContactCreated',
  'ContactUpdated',
  'ContactDetailsChanged',
  'ContactArchived',
  'ContactRestored',
  'ContactDeleted',
]);

interface Contact extends ContactFields {
  readonly details: ContactDetails;
  readonly archived: boolean;
}

/**
 * An organisation's contacts form one consistency boundary: code and name must be unique among them,
 * so every contact command is decided against the whole list and appended with its expected revision.
 * The maps are folded in place: the state belongs to the one cache entry that folds it, and copying
 * ten thousand contacts per event would make loading quadratic.
 */
export interface ContactList {
  readonly contacts: Map<string, Contact>;
  /** Normalised code → contact id, for every contact that is not deleted (archived ones keep theirs). */
  readonly codes: Map<string, string>;
  readonly names: Map<string, string>;
  /** referenceKey → the contact whose reference it is: a reference recognises one contact's work. */
  readonly references: Map<string, string>;
}

export function emptyContactList(): ContactList {
  return { contacts: new Map(), codes: new Map(), names: new Map(), references: new Map() };
}

/** Codes and names compare without case and surrounding blanks. */
export function normalise(value: string): string {
  return value.trim().toLocaleLowerCase('en');
}

export function evolve(list: ContactList, event: ContactEvent): ContactList {
  const { contact_id: id } = event.data;
  switch (event.type) {
    case 'ContactCreated':
    case 'ContactUpdated': {
      unindex(list, id);
      const { name, code, type } = event.data;
      const previous = list.contacts.get(id);
      list.contacts.set(id, { name, code, type, details: previous?.details ?? NO_DETAILS, archived: previous?.archived ?? false });
      index(list, id);
      return list;
    }
    case 'ContactDetailsChanged': {
      const contact = list.contacts.get(id);
      if (!contact) return list;
      unindex(list, id);
      const { contact_id: _id, at: _at, ...details } = event.data;
      list.contacts.set(id, { ...contact, details });
      index(list, id);
      return list;
    }
    case 'ContactArchived':
    case 'ContactRestored': {
      const contact = list.contacts.get(id);
      if (contact) list.contacts.set(id, { ...contact, archived: event.type === 'ContactArchived' });
      return list;
    }
    case 'ContactDeleted':
      unindex(list, id);
      list.contacts.delete(id);
      return list;
    default:
      return assertNever(event);
  }
}

function index(list: ContactList, id: string): void {
  const contact = list.contacts.get(id);
  if (!contact) return;
  list.names.set(normalise(contact.name), id);
  if (contact.code) list.codes.set(normalise(contact.code), id);
  for (const reference of contact.details.references) list.references.set(referenceKey(reference), id);
}

function unindex(list: ContactList, id: string): void {
  const contact = list.contacts.get(id);
  if (!contact) return;
  list.names.delete(normalise(contact.name));
  if (contact.code) list.codes.delete(normalise(contact.code));
  for (const reference of contact.details.references) list.references.delete(referenceKey(reference));
}
