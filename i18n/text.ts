import { z } from 'zod';
import { textsIn, type Language } from './index.js';
import { asWritten, type Translatable } from './message.js';
import { en, type TextKey } from './texts/en.js';

export type { TextKey };

export type TextValues = Record<string, string | number>;

/** One of the server's texts (i18n/texts), with the values it names. */
class Text implements Translatable {
  constructor(
    readonly key: TextKey,
    readonly values: TextValues,
  ) {}

  in(language: Language): string {
    return textsIn(language)(`texts:${this.key}`, this.values);
  }
}

/** The text `key` with its values, to be said in the language of whoever reads it. */
export const say = (key: TextKey, values: TextValues = {}): Translatable => new Text(key, values);

/** The error catalogue's title of `code`: what a rule says that says no more than its code. */
export const sayTitle = (code: string): Translatable => ({ in: (language) => textsIn(language)(`errors:${code}`) });

const isTextKey = (key: string): key is TextKey => Object.hasOwn(en, key);
const keyOfEnglish = new Map<string, TextKey>(Object.keys(en).filter(isTextKey).map((key) => [en[key], key]));

/**
 * The text a message written in English is, when it is one of the server's texts without values: how a schema's own
 * message (zod keeps only its string) finds its translations.
 */
export const textOfEnglish = (message: string): Translatable | undefined => {
  const key = keyOfEnglish.get(message);
  return key === undefined ? undefined : say(key);
};

/** One of the server's texts as the database keeps it (a feed's last error), to be said when it is read. */
export interface KeptText {
  key: TextKey;
  values: TextValues;
  /** The value the text is about, said before it (`value: text`) where the text does not name it. */
  about?: string | undefined;
}

export function sayKept({ key, values, about }: KeptText): Translatable {
  const text = say(key, values);
  return about === undefined ? text : { in: (language) => `${about}: ${text.in(language)}` };
}

/** A text to keep in the database, to be said when it is read; undefined for words that are not one of the server's texts. */
export const keptOf = (said: Translatable): KeptText | undefined => (said instanceof Text ? { key: said.key, values: said.values } : undefined);

/** A kept text as a text column holds it: its JSON. */
export const keptAsJson = (kept: KeptText): string => JSON.stringify(kept);

/** A kept text's JSON as it is read back. */
const keptText = z.object({
  key: z.custom<TextKey>((key) => typeof key === 'string' && isTextKey(key)),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
  about: z.string().optional(),
});

/** What a text column holds said again: the kept text its JSON names, else (written before texts were kept) as written. */
export function sayKeptJson(stored: string): Translatable {
  try {
    const kept = keptText.safeParse(JSON.parse(stored));
    if (kept.success) return sayKept(kept.data);
  } catch {
    // Not JSON: English written before feeds kept their errors as texts.
  }
  return asWritten(stored);
}
