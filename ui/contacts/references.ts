import { CONTACT_REFERENCE_TYPES } from '../../domain/contacts/vocabulary.js';

/** The reference types a contact carries, named as the Tags screen names them. */
export const CONTACT_REFERENCE_CHOICES = CONTACT_REFERENCE_TYPES.map((id) => ({ id, name: `tally.tags.types.${id}` }));

/** One row of the references editor as the form holds it. */
export interface ReferenceRow {
  type?: string;
  value?: string;
}

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const PHONE = /^\+?[\d\s().-]{6,}$/;

/**
 * What is wrong with a row's value before the API is asked, as a message key (tally.contacts.validation.*), or
 * undefined. The API normalises and checks every reference itself, and names the row it refuses
 * (references.<index>.value), which the form shows on that row.
 */
export function referenceProblem(row: ReferenceRow | undefined): string | undefined {
  const value = row?.value?.trim() ?? '';
  if (value === '') return 'tally.contacts.validation.value_required';
  if (row?.type === 'email' && !EMAIL.test(value.replace(/^mailto:/i, ''))) return 'tally.contacts.validation.email';
  if (row?.type === 'phone' && !PHONE.test(value)) return 'tally.contacts.validation.phone';
  return undefined;
}

/** The row a field of the editor belongs to: `references.2.value` → 2. */
export function rowIndexOf(source: string): number | undefined {
  const match = /(?:^|\.)(\d+)\.value$/.exec(source);
  return match ? Number(match[1]) : undefined;
}
