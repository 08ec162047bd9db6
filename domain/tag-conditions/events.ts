import { assertNever, type DomainEvent } from '../shared/decider.js';
import type { ReferenceType } from '../tags/vocabulary.js';

/** What a tag condition makes of activity from its source: a contact's, or internal (product-spec §3). */
export type ConditionTarget = { readonly status: 'contact'; readonly contact_id: string } | { readonly status: 'internal' };

/**
 * An administrator's rule (product-spec §3, "Tag condition (permanent tag)"): activity from this source — a
 * reference, e.g. the app `process:excel` or the site `url:acme.nl` — is a contact's or internal. Forced, its tag
 * can be changed or deleted by nobody; only changing or removing the condition does.
 */
export type TagConditionFields = {
  readonly condition_id: string;
  readonly client_id: string;
  readonly type: ReferenceType;
  readonly value: string;
  readonly target: ConditionTarget;
  readonly forced: boolean;
};

type At = { at: string };

export type TagConditionEvent =
  | DomainEvent<'TagConditionCreated', TagConditionFields & At>
  | DomainEvent<'TagConditionChanged', { target: ConditionTarget; forced: boolean } & At>
  | DomainEvent<'TagConditionDeleted', At>;

export const tagConditionEventTypes: ReadonlySet<TagConditionEvent['type']> = new Set<TagConditionEvent['type']>([
  'TagConditionCreated',
  'TagConditionChanged',
  'TagConditionDeleted',
]);

/** A condition as its stream tells it; null before it was created and once deleted (its source is free again). */
export type TagCondition = TagConditionFields | null;

export function evolve(condition: TagCondition, event: TagConditionEvent): TagCondition {
  switch (event.type) {
    case 'TagConditionCreated': {
      const { at: _at, ...fields } = event.data;
      return fields;
    }
    case 'TagConditionChanged':
      return condition && { ...condition, target: event.data.target, forced: event.data.forced };
    case 'TagConditionDeleted':
      return null;
    default:
      return assertNever(event);
  }
}
