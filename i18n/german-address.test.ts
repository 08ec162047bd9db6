import { describe, expect, it } from 'vitest';
import { errorMessages } from '../api/errors/messages/index.js';
import appGerman from '../ui/i18n/app/de.js';
import { de } from './texts/de.js';

/** The informal second person, as whole words: du, dein (and its endings), dich, dir. */
const DU = /(?<![\p{L}\p{N}_-])(du|dein\p{L}*|dich|dir)(?![\p{L}\p{N}_-])/iu;

/** Every text of a message tree, with the path that names it. */
function textsOf(tree: unknown, path: string): Array<[string, string]> {
  if (typeof tree === 'string') return [[path, tree]];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]) => textsOf(value, `${path}.${key}`));
}

describe('the German texts', () => {
  it('address the reader as "Sie", never with du, dein, dich or dir', () => {
    const all = [...textsOf(de, 'server'), ...textsOf(errorMessages.de, 'errors'), ...textsOf(appGerman, 'ui')];
    expect(all.length).toBeGreaterThan(500);
    expect(all.filter(([, text]) => DU.test(text)).map(([path, text]) => `${path}: ${text}`)).toEqual([]);
  });

  it('catch a du-form as a whole word, not inside another', () => {
    expect(['Möglicherweise hast du keinen Zugriff.', 'Deine Organisation', 'Melde dich an.', 'Wie geht es dir?'].every((text) => DU.test(text))).toBe(true);
    expect(['Dublin', 'Dienstag', 'Direktor', 'Produkt', 'Ihre Dichte'].some((text) => DU.test(text))).toBe(false);
  });
});
