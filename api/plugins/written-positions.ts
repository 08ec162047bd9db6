import { createHmac, timingSafeEqual, type KeyObject } from 'node:crypto';
import { comparePositions, type GlobalPosition } from '../../eventstore/port.js';

/** A written position, per kind of stream (the stream name up to its first dash: `day-`, `contacts-`, …). */
export interface Written {
  stream: string;
  position: GlobalPosition;
}

/** At most this many kinds are carried; more would only come from a tampered or very old cookie. */
const MAX_KINDS = 32;

const kindOf = (streamId: string) => streamId.slice(0, streamId.indexOf('-') + 1);

/** `carried` with each of `written` in its kind's place, unless the carried one of that kind is later already. */
export function mergeWritten(carried: readonly Written[], written: readonly Written[]): Written[] {
  const byKind = new Map(carried.map((noted) => [kindOf(noted.stream), noted]));
  for (const noted of written) {
    const known = byKind.get(kindOf(noted.stream));
    if (!known || comparePositions(known.position, noted.position) < 0) byKind.set(kindOf(noted.stream), noted);
  }
  return [...byKind.values()].slice(0, MAX_KINDS);
}

/**
 * The caller's positions as a cookie value: base64url JSON of [stream, commit, prepare] triples, a dot, and its
 * HMAC under `key`. Signed because a made-up position far ahead would hold each of the caller's reads for the
 * full wait, a cheap way to tie the server up.
 */
export function sealWritten(key: KeyObject, written: readonly Written[]): string {
  const body = Buffer.from(JSON.stringify(written.map(({ stream, position }) => [stream, position.commit, position.prepare]))).toString('base64url');
  return `${body}.${signature(key, body)}`;
}

/** The positions of a cookie value `sealWritten` made with `key`; none for anything else. */
export function openWritten(key: KeyObject, sealed: string | undefined): Written[] {
  const [body, mac, ...rest] = (sealed ?? '').split('.');
  if (!body || !mac || rest.length > 0) return [];
  const expected = Buffer.from(signature(key, body));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return [];
  const triples: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  if (!Array.isArray(triples)) return [];
  return triples.slice(0, MAX_KINDS).flatMap((triple: unknown) => {
    if (!Array.isArray(triple)) return [];
    const [stream, commit, prepare] = triple as unknown[];
    return typeof stream === 'string' && Number.isSafeInteger(commit) && Number.isSafeInteger(prepare) ? [{ stream, position: { commit: commit as number, prepare: prepare as number } }] : [];
  });
}

/**
 * The key is a KeyObject, not a Buffer: Node checks and copies a Buffer key at every HMAC, which cost 15 µs here
 * against 1.6 µs, twice a command (the cookie opened before it, and sealed anew).
 */
const signature = (key: KeyObject, body: string) => createHmac('sha256', key).update(body).digest('base64url');
