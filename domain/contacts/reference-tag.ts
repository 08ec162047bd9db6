import { SYSTEM_ACTOR, tagIdFor, type TagCommand } from '../tags/index.js';
import type { ContactReference } from './details.js';

/** The general tag of a contact's reference, as drafted before it exists (its id follows from it). */
export const generalTagOf = (clientId: string, reference: ContactReference) => ({ client_id: clientId, scope: 'general' as const, user_id: null, ...reference });

/** Creating the general tag that recognises a contact's work by one of its references, as the system. */
export function referenceTagCreation(clientId: string, contactId: string, reference: ContactReference, at: string): { tagId: string; command: TagCommand } {
  const draft = generalTagOf(clientId, reference);
  return {
    tagId: tagIdFor(draft),
    command: { type: 'CreateTag', tag: { ...draft, target: { status: 'contact', contact_id: contactId }, nature: 'tag', forced: false }, actor: SYSTEM_ACTOR, at },
  };
}
