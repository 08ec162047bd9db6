import type { Language } from './index.js';

/** Something said to a person that is written in whichever of the portal's languages they read. */
export interface Translatable {
  in(language: Language): string;
}

/** What an error says: written as it is (a vendor's words, a value), or a text to translate. */
export type Message = string | Translatable;

/** A message in English: what logs and English callers read. */
export const inEnglish = (message: Message): string => (typeof message === 'string' ? message : message.in('en'));

/**
 * Words that read the same in every language, said as they are written: a vendor's or a library's own words, and
 * ActivityWatch's surface, which speaks aw-server's English. Everything the portal itself says is a text (`say()`).
 */
export const asWritten = (words: string): Translatable => ({ in: () => words });
