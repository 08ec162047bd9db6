import { assertNever, type DomainEvent } from '../shared/decider.js';
import { overlay, type ChapterValues } from './effective.js';

/** Whose preferences: the organisation's (user_id null) or one user's. */
export type PreferenceOwner = { readonly client_id: string; readonly user_id: string | null };

/** Each key carries its whole new value (nested entries already merged), so the read model simply replaces. */
export type PreferenceEvent =
  | DomainEvent<'PreferencesSet', PreferenceOwner & { chapter: string; values: Record<string, unknown>; at: string }>
  /** The owner's values of these keys are gone: the layer below (the organisation's, else the default) applies again. */
  | DomainEvent<'PreferencesDropped', PreferenceOwner & { chapter: string; keys: string[]; at: string }>;

export const preferenceEventTypes: ReadonlySet<PreferenceEvent['type']> = new Set<PreferenceEvent['type']>(['PreferencesSet', 'PreferencesDropped']);

/** One owner's preferences: chapter → key → value. Folded in place, as the other aggregates. */
export interface PreferenceBook {
  readonly chapters: Map<string, ChapterValues>;
}

export function emptyPreferenceBook(): PreferenceBook {
  return { chapters: new Map() };
}

export function evolve(book: PreferenceBook, event: PreferenceEvent): PreferenceBook {
  switch (event.type) {
    case 'PreferencesSet': {
      const { chapter, values } = event.data;
      book.chapters.set(chapter, { ...book.chapters.get(chapter), ...values });
      return book;
    }
    case 'PreferencesDropped': {
      const { chapter, keys } = event.data;
      const kept = Object.entries(book.chapters.get(chapter) ?? {}).filter(([key]) => !keys.includes(key));
      if (kept.length === 0) book.chapters.delete(chapter);
      else book.chapters.set(chapter, Object.fromEntries(kept));
      return book;
    }
    default:
      return assertNever(event);
  }
}

/** The value a key has after a change: nested entries of known chapters merge into what the owner had. */
export function changedValue(book: PreferenceBook, chapter: string, key: string, value: unknown): unknown {
  return overlay(chapter, book.chapters.get(chapter)?.[key], value);
}
