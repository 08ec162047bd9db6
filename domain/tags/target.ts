import { InvalidTagTargetError } from './errors.js';
import type { TagStatus } from './vocabulary.js';
import { say } from '../../i18n/text.js';

/** What a tag says of the activity it recognises (product-spec §3, tag statuses), with the contact it names. */
export type TagTarget = { readonly status: 'contact'; readonly contact_id: string } | { readonly status: Exclude<TagStatus, 'contact'> };

/** The API's way of naming a target (api-contract §7.10): a contact id and two flags, of which one may be set. */
export interface TargetFields {
  readonly contact_id?: string | null | undefined;
  readonly internal?: boolean | undefined;
  readonly ignored?: boolean | undefined;
}

/**
 * The target the fields name, or undefined when they name none (a flag set to false names nothing). Naming two
 * is refused, with the field that is one too many.
 */
export function tagTargetOf(fields: TargetFields): TagTarget | undefined {
  const named: TagTarget[] = [
    ...(fields.contact_id ? [{ status: 'contact' as const, contact_id: fields.contact_id }] : []),
    ...(fields.internal ? [{ status: 'internal' as const }] : []),
    ...(fields.ignored ? [{ status: 'ignored' as const }] : []),
  ];
  const [target, second] = named;
  if (second) throw new InvalidTagTargetError(say('tag_target_one'), second.status === 'ignored' ? 'ignored' : 'internal');
  return target;
}

export function sameTarget(a: TagTarget, b: TagTarget): boolean {
  return a.status === b.status && (a.status !== 'contact' || (b.status === 'contact' && a.contact_id === b.contact_id));
}
