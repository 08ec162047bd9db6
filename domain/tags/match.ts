import { bySpecificity, referenceKey, type Reference } from './references.js';
import type { TagNature, TagScope } from './vocabulary.js';

/** What matching needs of a tag: its reference, scope, nature and whether it is deleted. */
export interface MatchableTag extends Reference {
  readonly scope: TagScope;
  readonly nature: TagNature;
  readonly deleted: boolean;
}

/**
 * The tag that decides an activity, given its references and the candidate tags (the person's own personal tags
 * and the firm's general ones): a personal tag before any general one, then the most specific reference first (an
 * email address before its domain, a page before its site, a folder before the folders above it). Only permanent
 * tags decide (a log tag recorded one activity), and a deleted tag never does. Undefined when none matches.
 */
export function decidingTag<T extends MatchableTag>(references: readonly Reference[], candidates: readonly T[]): T | undefined {
  const keyed = candidates.filter((tag) => tag.nature === 'tag' && !tag.deleted).map((tag) => ({ tag, key: referenceKey(tag) }));
  const keys = [...references].sort(bySpecificity).map(referenceKey);
  for (const scope of ['personal', 'general'] as const) {
    for (const key of keys) {
      const match = keyed.find((candidate) => candidate.tag.scope === scope && candidate.key === key);
      if (match) return match.tag;
    }
  }
  return undefined;
}
