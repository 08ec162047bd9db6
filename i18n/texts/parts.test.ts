import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages.js';
import { texts } from './index.js';

// A language's texts are its parts spread into one object: a key written in two parts would silently say the later one.
describe('the server texts’ parts', () => {
  it.each(LANGUAGES)('hold each %s text in one part only', async (language) => {
    const folder = new URL(`./${language}/`, import.meta.url);
    const parts = await Promise.all(readdirSync(folder).map((file) => import(new URL(file, folder).href) as Promise<Record<string, object>>));
    const keys = parts.flatMap((part) => Object.values(part).flatMap((values) => Object.keys(values)));
    expect(keys).toHaveLength(Object.keys(texts[language]).length);
    expect(parts).toHaveLength(5);
  });
});
