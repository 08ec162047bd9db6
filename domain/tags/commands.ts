import { NotFoundError, assertNever, type Decider } from '../shared/decider.js';
import { TagExistsError, TagForcedError, TagLockedError, TagLockingForbiddenError } from './errors.js';
import { evolve, type Tag, type TagContent, type TagEvent, type TagIdentity } from './events.js';
import { tagIdFor } from './tag-id.js';
import { sameTarget, type TagTarget } from './target.js';
import type { TagNature } from './vocabulary.js';
import { say } from '../../i18n/text.js';

/** Who gives the command: a person (administrator or not), or the system (no user: a tag condition's process). */
export type Actor = { readonly user_id: string | null; readonly admin: boolean };

/** The system: a tag condition, or a contact keeping its references' tags. */
export const SYSTEM_ACTOR: Actor = { user_id: null, admin: true };

/** A tag to create: its id follows from the rest (tagIdFor). */
export type TagDraft = Omit<TagIdentity, 'tag_id'> & TagContent;

export type TagCommand =
  | { type: 'CreateTag'; tag: TagDraft; actor: Actor; at: string }
  /** A person's own tag of a general tag's reference; `general` is that general tag's state, which may refuse it. */
  | { type: 'PersonalizeTag'; tag: TagDraft; general: { locked: boolean; forced: boolean }; actor: Actor; at: string }
  | { type: 'ChangeTag'; target: TagTarget; nature: TagNature; actor: Actor; at: string }
  | { type: 'LockTag'; actor: Actor; at: string }
  | { type: 'UnlockTag'; actor: Actor; at: string }
  | { type: 'DeleteTag'; actor: Actor; at: string }
  /** A tag condition's tag as the condition says it: made (anew) or changed to its target and forcing. The system's alone. */
  | { type: 'ApplyTagCondition'; tag: TagDraft; actor: Actor; at: string }
  | { type: 'RestoreTag'; actor: Actor; at: string };

function decide(command: TagCommand, tag: Tag): TagEvent[] {
  const { actor, at } = command;
  switch (command.type) {
    case 'CreateTag': {
      const { tag: draft } = command;
      if (!tag || tag.deleted) return [created(draft, at)];
      // A create that asks for what is there already (a retry, or the loser of a race) is answered with the tag.
      if (sameContent(tag, draft)) return [];
      throw new TagExistsError();
    }
    case 'PersonalizeTag':
      if (command.general.forced) throw new TagForcedError();
      if (command.general.locked && !actor.admin) throw new TagLockedError();
      if (!tag || tag.deleted) return [created(command.tag, at)];
      return change(existing(tag, actor), command.tag.target, command.tag.nature, actor, at);
    case 'ChangeTag':
      return change(existing(tag, actor), command.target, command.nature, actor, at);
    case 'LockTag': {
      const current = existing(tag, actor);
      if (current.forced) throw new TagForcedError();
      if (current.locked) return [];
      if (!actor.admin) throw new TagLockingForbiddenError();
      return [{ type: 'TagLocked', data: { at } }];
    }
    case 'UnlockTag': {
      const current = existing(tag, actor);
      if (current.forced) throw new TagForcedError();
      if (!current.locked) return [];
      if (!actor.admin) throw new TagLockedError();
      return [{ type: 'TagUnlocked', data: { at } }];
    }
    case 'DeleteTag': {
      const current = changeable(existing(tag, actor), actor);
      return current.deleted ? [] : [{ type: 'TagDeleted', data: { at } }];
    }
    case 'ApplyTagCondition': {
      if (actor.user_id !== null) throw new TagForcedError();
      const { tag: draft } = command;
      if (!tag || tag.deleted) return [created(draft, at)];
      const events = change(tag, draft.target, draft.nature, actor, at);
      return tag.forced === draft.forced ? events : [...events, { type: 'TagForcingChanged', data: { forced: draft.forced, at } }];
    }
    case 'RestoreTag': {
      const current = changeable(existing(tag, actor), actor);
      return current.deleted ? [{ type: 'TagRestored', data: { at } }] : [];
    }
    default:
      return assertNever(command);
  }
}

type ExistingTag = NonNullable<Tag>;

const created = (draft: TagDraft, at: string): TagEvent => ({ type: 'TagCreated', data: { tag_id: tagIdFor(draft), ...draft, at } });

const sameContent = (tag: ExistingTag, draft: TagDraft) => sameTarget(tag.target, draft.target) && tag.nature === draft.nature && tag.forced === draft.forced;

/** Asking for what the tag says already changes nothing, so it is refused to nobody (a form sent back unchanged). */
function change(tag: ExistingTag, target: TagTarget, nature: TagNature, actor: Actor, at: string): TagEvent[] {
  if (sameTarget(tag.target, target) && tag.nature === nature) return [];
  changeable(tag, actor);
  return [{ type: 'TagChanged', data: { target, nature, at } }];
}

/** A personal tag is its owner's alone: to anyone else it does not exist (the system reaches every tag). */
function existing(tag: Tag, actor: Actor): ExistingTag {
  const foreign = tag?.scope === 'personal' && actor.user_id !== null && tag.user_id !== actor.user_id;
  if (!tag || foreign) throw new NotFoundError(say('tag_not_found'));
  return tag;
}

/** Forced tags change only through their tag condition (the system); locked ones only by administrators. */
function changeable(tag: ExistingTag, actor: Actor): ExistingTag {
  if (tag.forced && actor.user_id !== null) throw new TagForcedError();
  if (tag.locked && !actor.admin) throw new TagLockedError();
  return tag;
}

export const tagDecider: Decider<Tag, TagCommand, TagEvent> = { initialState: () => null, evolve, decide };
