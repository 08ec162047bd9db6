import { createSecretKey, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mergeWritten, openWritten, sealWritten } from './written-positions.js';

const key = createSecretKey(randomBytes(32));
const day = { stream: 'day-a-2026-11-24', position: { commit: 10, prepare: 10 } };
const contacts = { stream: 'contacts-f', position: { commit: 12, prepare: 12 } };

describe("the caller's written positions, carried in a cookie", () => {
  it('open what they sealed, under the same key only', () => {
    const sealed = sealWritten(key, [day, contacts]);
    expect(openWritten(key, sealed)).toEqual([day, contacts]);
    expect(openWritten(createSecretKey(randomBytes(32)), sealed)).toEqual([]);
  });

  it('give nothing for a made-up or tampered value, so nobody holds their reads on a position of their choosing', () => {
    const [body, mac] = sealWritten(key, [day]).split('.');
    const ahead = Buffer.from(JSON.stringify([['day-a-2026-11-24', 9e15, 9e15]])).toString('base64url');
    for (const value of [undefined, '', 'x', `${ahead}.${mac}`, `${body}.${mac}x`, `${body}.${mac}.more`, `${body}`]) expect(openWritten(key, value)).toEqual([]);
  });

  it('keep one position per kind of stream, the later one', () => {
    const earlierDay = { stream: 'day-b-2026-11-23', position: { commit: 5, prepare: 5 } };
    const laterDay = { stream: 'day-b-2026-11-25', position: { commit: 20, prepare: 20 } };
    expect(mergeWritten([day, contacts], [earlierDay])).toEqual([day, contacts]);
    expect(mergeWritten([day, contacts], [laterDay])).toEqual([laterDay, contacts]);
  });
});
