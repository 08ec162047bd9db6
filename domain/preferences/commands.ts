import { isDeepStrictEqual } from 'node:util';
import { assertNever, type Decider } from '../shared/decider.js';
import { inputSchemaOf } from './chapters.js';
import { InvalidPreferenceError, NoOwnPreferenceError, NoPreferenceProvidedError, UnknownPreferenceChapterError } from './errors.js';
import { changedValue, emptyPreferenceBook, evolve, type PreferenceBook, type PreferenceEvent, type PreferenceOwner } from './events.js';
import { asWritten } from '../../i18n/message.js';
import { textOfEnglish } from '../../i18n/text.js';

export type PreferenceCommand =
  | { type: 'SetPreferences'; owner: PreferenceOwner; chapter: string; values: Record<string, unknown>; at: string }
  /** Back to the layer below: the owner's values of these keys (every key of the chapter when none are named) are dropped. */
  | { type: 'DropPreferences'; owner: PreferenceOwner; chapter: string; keys?: readonly string[]; at: string };

function decide(command: PreferenceCommand, book: PreferenceBook): PreferenceEvent[] {
  switch (command.type) {
    case 'SetPreferences':
      return set(command, book);
    case 'DropPreferences':
      return drop(command, book);
    default:
      return assertNever(command);
  }
}

function set(command: Extract<PreferenceCommand, { type: 'SetPreferences' }>, book: PreferenceBook): PreferenceEvent[] {
  const { owner, chapter, at } = command;
  if (Object.keys(command.values).length === 0) throw new NoPreferenceProvidedError();
  const schema = inputSchemaOf(chapter);
  if (!schema) throw new UnknownPreferenceChapterError(chapter);
  const parsed = schema.safeParse(command.values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new InvalidPreferenceError(textOfEnglish(issue.message) ?? asWritten(issue.message), issue.path.join('.') || chapter);
  }
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed.data)) {
    const next = changedValue(book, chapter, key, value);
    if (!isDeepStrictEqual(book.chapters.get(chapter)?.[key], next)) values[key] = next;
  }
  if (Object.keys(values).length === 0) return [];
  return [{ type: 'PreferencesSet', data: { client_id: owner.client_id, user_id: owner.user_id, chapter, values, at } }];
}

/** Only what the owner set can be dropped: a chapter or key they never set (or dropped already) is not found. */
function drop(command: Extract<PreferenceCommand, { type: 'DropPreferences' }>, book: PreferenceBook): PreferenceEvent[] {
  const { owner, chapter, at } = command;
  if (!inputSchemaOf(chapter)) throw new UnknownPreferenceChapterError(chapter);
  const own = Object.keys(book.chapters.get(chapter) ?? {});
  const keys = command.keys?.length ? own.filter((key) => command.keys?.includes(key)) : own;
  if (keys.length === 0) throw new NoOwnPreferenceError(chapter);
  return [{ type: 'PreferencesDropped', data: { client_id: owner.client_id, user_id: owner.user_id, chapter, keys, at } }];
}

export const preferenceDecider: Decider<PreferenceBook, PreferenceCommand, PreferenceEvent> = {
  initialState: emptyPreferenceBook,
  evolve,
  decide,
};

/** The prefix of every preferences stream, an organisation's and a user's (what the preferences read model reads). */
export const PREFERENCES_STREAM_PREFIX = 'preferences-';

/** The organisation's preferences, or one user's. */
export function preferenceStream(owner: PreferenceOwner): string {
  return owner.user_id ? `${PREFERENCES_STREAM_PREFIX}user-${owner.user_id}` : `${PREFERENCES_STREAM_PREFIX}${owner.client_id}`;
}
