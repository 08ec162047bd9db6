import { DomainError } from '../shared/decider.js';
import { nameBasedUuid } from '../shared/name-uuid.js';
import { referenceKey } from '../tags/index.js';
import { normaliseDetails, type ContactDetails } from './details.js';
import { DuplicateContactCodeError, DuplicateContactNameError, ReferenceOfAnotherContactError } from './errors.js';
import { normalise, type ContactFields, type ContactList } from './events.js';

/** A contact as an import's row describes it. */
export interface ContactDraft {
  readonly contactId: string;
  readonly fields: ContactFields;
  readonly details: ContactDetails;
}

/**
 * The contact an import's row becomes has an id that follows from the import and the row: an import resumed after
 * a crash finds the contacts it had already made (ImportContacts skips them) instead of making them twice.
 */
export const importedContactId = (importId: string, row: number): string => nameBasedUuid(`tally-contact-import:${importId}:${row}`);

/** What an import makes of a draft: a refusal, nothing (its contact exists, made before a crash), or a contact with these details. */
export type DraftCheck = { refusal: DomainError } | { exists: true } | { details: ContactDetails };

/**
 * Checks each draft: its details must be valid, and its name, code and references unique among the organisation's
 * contacts and the drafts before it. A draft whose contact exists already (made before a crash) is no refusal: it is
 * skipped. The details come back normalised, so that a batch's addresses and numbers are parsed once.
 */
export function checkDrafts(list: ContactList, drafts: readonly ContactDraft[]): DraftCheck[] {
  const names = new Map<string, string>();
  const codes = new Map<string, string>();
  const references = new Map<string, string>();
  const taken = (own: Map<string, string>, listed: Map<string, string>, key: string, id: string) => {
    const owner = own.get(key) ?? listed.get(key);
    return owner !== undefined && owner !== id;
  };
  return drafts.map((draft): DraftCheck => {
    if (list.contacts.has(draft.contactId)) return { exists: true };
    let details: ContactDetails;
    try {
      details = normaliseDetails(draft.details);
    } catch (error) {
      if (error instanceof DomainError) return { refusal: error };
      throw error;
    }
    const { name, code } = draft.fields;
    if (taken(names, list.names, normalise(name), draft.contactId)) return { refusal: new DuplicateContactNameError(name) };
    if (code && taken(codes, list.codes, normalise(code), draft.contactId)) return { refusal: new DuplicateContactCodeError(code) };
    const clash = details.references.findIndex((reference) => taken(references, list.references, referenceKey(reference), draft.contactId));
    if (clash >= 0) {
      const reference = details.references[clash];
      const key = reference ? referenceKey(reference) : '';
      const owner = references.get(key) ?? list.references.get(key);
      // The contact it recognises: one already made, or an earlier row of the same import.
      const ownerName = (owner && (list.contacts.get(owner)?.name ?? drafts.find((other) => other.contactId === owner)?.fields.name)) ?? '';
      return { refusal: new ReferenceOfAnotherContactError(reference?.value ?? '', ownerName, clash) };
    }
    names.set(normalise(name), draft.contactId);
    if (code) codes.set(normalise(code), draft.contactId);
    for (const reference of details.references) references.set(referenceKey(reference), draft.contactId);
    return { details };
  });
}
