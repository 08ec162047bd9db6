import type { DayCommand, DecidingTag } from '../days/index.js';
import type { TagEvent } from './events.js';
import { referenceKey, type Reference } from './references.js';
import type { TagScope } from './vocabulary.js';

/** A tag as re-tagging needs it: whose (firm, and owner of a personal one) and its reference. */
export interface TagReach extends Reference {
  readonly client_id: string;
  readonly scope: TagScope;
  readonly user_id: string | null;
}

/**
 * Which activity a change of a tag may re-decide: the open days' activity with its reference, of its owner when
 * personal, of the whole firm when general (each person's personal tags still come first when it is decided).
 * A created, changed, deleted or restored tag may decide other activity than before; locking or forcing changes nothing.
 */
export function reachOfTagChange(event: TagEvent, tag: TagReach): { client_id: string; user_id: string | null; reference_key: string } | undefined {
  switch (event.type) {
    case 'TagCreated':
      // A log tag records one activity's tagging: it never decides, so a new one re-tags nothing.
      if (event.data.nature !== 'tag') return undefined;
      return reach(tag);
    case 'TagChanged':
    case 'TagDeleted':
    case 'TagRestored':
      return reach(tag);
    case 'TagLocked':
    case 'TagUnlocked':
    case 'TagForcingChanged':
      return undefined;
  }
}

const reach = (tag: TagReach) => ({ client_id: tag.client_id, user_id: tag.scope === 'personal' ? tag.user_id : null, reference_key: referenceKey(tag) });

/** An activity that follows tags, on an open day, with the tag that decides it now (null: none does). */
export interface RetagCandidate {
  readonly day_id: string;
  readonly activity_id: string;
  readonly tag: DecidingTag | null;
}

/**
 * The re-tagging process manager's decision, pure: one ApplyTags per day for the candidates found after tag
 * changes (and after registrations that looked their tag up before a change reached them). The day decides per
 * activity whether anything changes (a person's hand since, booked meanwhile, tagged so already).
 */
export function retagCommands(candidates: readonly RetagCandidate[], at: string): Array<{ day_id: string; command: Extract<DayCommand, { type: 'ApplyTags' }> }> {
  const days = new Map<string, Map<string, DecidingTag | null>>();
  for (const { day_id, activity_id, tag } of candidates) {
    const decisions = days.get(day_id) ?? days.set(day_id, new Map()).get(day_id)!;
    decisions.set(activity_id, tag);
  }
  return [...days].map(([day_id, decisions]) => ({
    day_id,
    command: { type: 'ApplyTags', decisions: [...decisions].map(([activity_id, tag]) => ({ activity_id, tag })), at },
  }));
}
