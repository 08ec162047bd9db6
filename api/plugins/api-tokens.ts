import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type pg from 'pg';
import { findTokenHolder, hashOfSecret, lastUseIsStale, noteTokenUsed, type TokenHolder } from '../../identity/tokens.js';

/** How long a token's holder, once read, answers the next calls with that token without a query. */
const TOKEN_CACHE_MS = 1000;
const MAX_CACHED_TOKENS = 50_000;

/**
 * The secret of `Authorization: Bearer <secret>`; undefined when the request has no bearer authorization. A
 * bearer call is authenticated by its token alone: it needs no CSRF token and never falls back to a cookie.
 */
export function bearerSecret(request: FastifyRequest): string | undefined {
  const match = /^Bearer(?:\s+(.*))?$/i.exec(request.headers.authorization ?? '');
  return match ? (match[1] ?? '').trim() : undefined;
}

/**
 * Live API tokens by the hash of their secret, for TOKEN_CACHE_MS: a watcher's heartbeats every few seconds,
 * or 200 of them, ask PostgreSQL about their token at most once a second each; the calls that find a token out of
 * date share that one read (a person's four watchers, and their heartbeats in flight, asked once each). Revoking
 * evicts the token here at once, and a read under way is not kept; a revocation by another process shows within
 * TOKEN_CACHE_MS.
 */
export class RecentTokens {
  private readonly holders = new LRUCache<string, TokenHolder>({ max: MAX_CACHED_TOKENS, ttl: TOKEN_CACHE_MS });
  private readonly reading = new Map<string, Promise<TokenHolder | undefined>>();

  constructor(
    private readonly db: pg.Pool,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The holder of the live token with this secret, or undefined. Its last use is written at most once a minute. */
  async find(secret: string): Promise<TokenHolder | undefined> {
    const hash = hashOfSecret(secret);
    const holder = this.holders.get(hash) ?? (await this.read(hash));
    if (!holder) return undefined;
    const now = new Date();
    if (lastUseIsStale(holder.token, now)) {
      holder.token.last_used_at = now;
      // Not awaited: the call does not wait for bookkeeping; a failed write only leaves the last use older.
      noteTokenUsed(this.db, holder.token.id).catch((error: unknown) => this.log.warn({ err: error }, "could not note the API token's last use"));
    }
    return holder;
  }

  forget(secretHash: string): void {
    this.holders.delete(secretHash);
    this.reading.delete(secretHash);
  }

  /** One read of the token's holder for every call that asks meanwhile; kept unless the token was forgotten meanwhile. */
  private read(hash: string): Promise<TokenHolder | undefined> {
    let reading = this.reading.get(hash);
    if (!reading) {
      const read: Promise<TokenHolder | undefined> = findTokenHolder(this.db, hash)
        .then((holder) => {
          if (holder && this.reading.get(hash) === read) this.holders.set(hash, holder);
          return holder;
        })
        .finally(() => {
          if (this.reading.get(hash) === read) this.reading.delete(hash);
        });
      this.reading.set(hash, (reading = read));
    }
    return reading;
  }
}
