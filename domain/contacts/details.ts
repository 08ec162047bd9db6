import { normaliseReference, referenceKey, type Reference } from '../tags/index.js';
import { InvalidReferenceError } from '../tags/errors.js';
import { DomainError } from '../shared/decider.js';
import type { ContactReferenceType } from './vocabulary.js';

/** A contact's reference: one of the types a contact carries, its value normalised as a tag's. */
export type ContactReference = Reference & { readonly type: ContactReferenceType };

/** How a contact is reached and recognised (product-spec §3), besides its name, code and type. */
export type ContactDetails = {
  readonly location: string | null;
  /** The contact's own address and number, as references of their type: equal ones compare equal. */
  readonly email: string | null;
  readonly phone: string | null;
  readonly company_name: string | null;
  readonly references: readonly ContactReference[];
};

export const NO_DETAILS: ContactDetails = { location: null, email: null, phone: null, company_name: null, references: [] };

/** A contact's field that is no valid value of its kind, named as the API names it (`email`, `references.2.value`). */
class InvalidContactFieldError extends DomainError {
  readonly code = 'validation_failed';
}

/**
 * The details as they are kept: email and phone normalised (refused naming `email` or `phone`), each reference
 * normalised (refused naming `references.<index>.value`), a reference given twice kept once.
 */
export function normaliseDetails(details: ContactDetails): ContactDetails {
  const seen = new Set<string>();
  const references: ContactReference[] = [];
  details.references.forEach((reference, index) => {
    const normalised = { type: reference.type, value: asReference(reference.type, reference.value, `references.${index}.value`) };
    const key = referenceKey(normalised);
    if (seen.has(key)) return;
    seen.add(key);
    references.push(normalised);
  });
  return {
    location: details.location,
    email: details.email === null ? null : asReference('email', details.email, 'email'),
    phone: details.phone === null ? null : asReference('phone', details.phone, 'phone'),
    company_name: details.company_name,
    references,
  };
}

function asReference(type: ContactReferenceType, value: string, field: string): string {
  try {
    return normaliseReference(type, value);
  } catch (error) {
    if (error instanceof InvalidReferenceError) throw new InvalidContactFieldError(error.said, field);
    throw error;
  }
}
