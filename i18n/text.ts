import { textsIn, type Language } from './index.js';
import type { Translatable } from './message.js';
import { en, type TextKey } from './texts/en.js';

export type { TextKey };

type TextValues = Record<string, string | number>;

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
