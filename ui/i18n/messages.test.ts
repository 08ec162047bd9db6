import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, loadMessages } from './index.js';

/** Every key path of a message tree (i18next form: plurals become key_one / key_other). */
function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key));
}

describe('the interface languages', () => {
  it('say everything the portal and react-admin say, in each of nl, en, de and fr', async () => {
    const reference = new Set([...keys(await loadMessages('nl'))]);
    for (const key of keys(englishMessages)) expect(reference.has(key) || reference.has(`${key}_one`), `nl lacks ${key}`).toBe(true);
    for (const { locale } of LANGUAGES) {
      const own = keys(await loadMessages(locale)).filter((key) => !key.startsWith('ra.'));
      expect(own.sort(), locale).toEqual([...reference].filter((key) => !key.startsWith('ra.')).sort());
    }
  });

  it('name the not-found and maintenance screens as the product spec does', async () => {
    const en = (await loadMessages('en')) as { tally: { not_found: { message: string }; maintenance: { title: string } } };
    const nl = (await loadMessages('nl')) as typeof en;
    expect(en.tally.not_found.message).toBe('The page you are looking for could not be found.');
    expect(en.tally.maintenance.title).toBe('Be right back...');
    expect(nl.tally.maintenance.title).toBe('Even geduld');
  });
});
