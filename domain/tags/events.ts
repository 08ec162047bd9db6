import { assertNever, type DomainEvent } from '../shared/decider.js';
import type { TagTarget } from './target.js';
import type { ReferenceType, TagNature, TagScope } from './vocabulary.js';

/** What a tag is about, which never changes: its reference, for whom (the owner of a personal tag), in which firm. */
export type TagIdentity = {
  readonly tag_id: string;
  readonly client_id: string;
  readonly scope: TagScope;
  /** The owner of a personal tag; null for a general one. */
  readonly user_id: string | null;
  readonly type: ReferenceType;
  readonly value: string;
};

/** What a tag says, which can change. `forced`: made by a tag condition, not by hand. */
export type TagContent = { readonly target: TagTarget; readonly nature: TagNature; readonly forced: boolean };

type At = { at: string };

export type TagEvent =
  | DomainEvent<'TagCreated', TagIdentity & TagContent & At>
  | DomainEvent<'TagChanged', { target: TagTarget; nature: TagNature } & At>
  | DomainEvent<'TagLocked', At>
  | DomainEvent<'TagUnlocked', At>
  | DomainEvent<'TagDeleted', At>
  | DomainEvent<'TagRestored', At>
  /** A tag condition made its tag forced, or no longer so. */
  | DomainEvent<'TagForcingChanged', { forced: boolean } & At>;

export const tagEventTypes: ReadonlySet<TagEvent['type']> = new Set<TagEvent['type']>([
  'TagCreated',
  'TagChanged',
  'TagLocked',
  'TagUnlocked',
  'TagDeleted',
  'TagRestored',
  'TagForcingChanged',
]);

/** A tag as its stream tells it; null before it was created. A deleted tag stays (it can be restored). */
export type Tag = (TagIdentity & TagContent & { readonly locked: boolean; readonly deleted: boolean }) | null;

export function evolve(tag: Tag, event: TagEvent): Tag {
  switch (event.type) {
    case 'TagCreated': {
      const { at: _at, ...created } = event.data;
      return { ...created, locked: false, deleted: false };
    }
    case 'TagChanged':
      return tag && { ...tag, target: event.data.target, nature: event.data.nature };
    case 'TagLocked':
    case 'TagUnlocked':
      return tag && { ...tag, locked: event.type === 'TagLocked' };
    case 'TagDeleted':
    case 'TagRestored':
      return tag && { ...tag, deleted: event.type === 'TagDeleted' };
    case 'TagForcingChanged':
      return tag && { ...tag, forced: event.data.forced };
    default:
      return assertNever(event);
  }
}
