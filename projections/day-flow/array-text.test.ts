import { describe, expect, it } from 'vitest';
import { arrayText } from './array-text.js';

describe('arrayText', () => {
  it('writes nulls as NULL and plain values as they are', () => {
    expect(arrayText(['0b6c5a3e-8f1d-4c1e-9a7b-2d3e4f5a6b7c', null, 42, true, undefined], false)).toBe('{0b6c5a3e-8f1d-4c1e-9a7b-2d3e4f5a6b7c,NULL,42,true,NULL}');
  });

  it('quotes text and escapes its quotes and backslashes, so commas, braces and the word NULL stay text', () => {
    expect(arrayText(['a,b', '{x}', 'NULL', 'say "hi"', 'C:\\dir', '', null], true)).toBe('{"a,b","{x}","NULL","say \\"hi\\"","C:\\\\dir","",NULL}');
  });

  it('writes an empty array', () => {
    expect(arrayText([], true)).toBe('{}');
  });
});
