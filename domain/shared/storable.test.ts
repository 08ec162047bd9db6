import { describe, expect, it } from 'vitest';
import { storableJson, storableText } from './storable.js';

describe('storable values', () => {
  it('refuses NUL and half surrogate pairs in text, and takes whole pairs', () => {
    expect(storableText('plain text, ünïcode and 🙂')).toBe(true);
    expect(storableText('a\u0000b')).toBe(false);
    expect(storableText('\ud800')).toBe(false);
    expect(storableText('x\udfff')).toBe(false);
  });

  it('looks into every key and string of a JSON value', () => {
    expect(storableJson({ app: 'Code', title: 'x', n: 1, ok: true, none: null, list: ['a', { b: 'c' }] })).toBe(true);
    expect(storableJson({ title: ['fine', { deep: 'bad\u0000' }] })).toBe(false);
    expect(storableJson({ 'key\u0000': 'value' })).toBe(false);
  });
});
