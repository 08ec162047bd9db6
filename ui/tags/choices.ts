import { REFERENCE_TYPES, TAG_NATURES, TAG_SCOPES, TAG_STATUSES } from '../../domain/tags/vocabulary.js';
import type { Tag } from '../providers/domain.js';

const choicesOf = (values: readonly string[], texts: string) => values.map((id) => ({ id, name: `tally.tags.${texts}.${id}` }));

/** react-admin choices for the closed lists of tags (domain/tags/vocabulary.ts), named in tally.tags.*. */
export const TYPE_CHOICES = choicesOf(REFERENCE_TYPES, 'types');
export const SCOPE_CHOICES = choicesOf(TAG_SCOPES, 'scopes');
export const STATUS_CHOICES = choicesOf(TAG_STATUSES, 'statuses');
export const NATURE_CHOICES = choicesOf(TAG_NATURES, 'natures');

/** A tag's form: the target as one status (with a contact when it is `contact`) instead of the API's id and two flags. */
export type TagFormValues = Partial<Pick<Tag, 'type' | 'value' | 'scope' | 'status' | 'contact_id' | 'nature' | 'locked'>>;

/** The form's status as the API's contact_id, internal and ignored. */
export function targetOf({ status, contact_id }: TagFormValues) {
  return { contact_id: status === 'contact' ? (contact_id ?? null) : null, internal: status === 'internal', ignored: status === 'ignored' };
}

/** Whether this person may change the tag: a forced one nobody, a locked one administrators only. */
export const changeable = (tag: Pick<Tag, 'forced' | 'locked'>, admin: boolean) => !tag.forced && (!tag.locked || admin);
