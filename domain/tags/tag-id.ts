import { nameBasedUuid } from '../shared/name-uuid.js';
import type { TagIdentity } from './events.js';
import { referenceKey } from './references.js';

/**
 * One tag per reference, scope and owner, for good: the id is a name-based UUID of them, so two racing creates of
 * one reference land on one stream (the second finds the first), on either event store.
 */
export function tagIdFor(tag: Omit<TagIdentity, 'tag_id'>): string {
  const owner = tag.scope === 'personal' ? tag.user_id : '';
  return nameBasedUuid(`tally-tag:${tag.client_id}:${tag.scope}:${owner}:${referenceKey(tag)}`);
}

export const TAG_STREAM_PREFIX = 'tag-';
export const tagStream = (tagId: string) => `${TAG_STREAM_PREFIX}${tagId}`;

/** The tag a tag stream is of (what the read model keys its rows on). */
export const tagIdOf = (streamId: string) => streamId.slice(TAG_STREAM_PREFIX.length);
