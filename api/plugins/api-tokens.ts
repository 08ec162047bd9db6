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
 * or 200 of them, ask PostgreSQL about their token at most once a second each. Revoking evicts the token here
 * at once; a revocation by another process shows within TOKEN_CACHE_MS.
 */
export class RecentTokens {
  private readonly holders = new LRUCache<string, TokenHolder>({ max: MAX_CACHED_TOKENS, ttl: TOKEN_CACHE_MS });

  constructor(
    private readonly db: pg.Pool,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The holder of the live token with this secret, or undefined. Its last use is written at most once a minute. */
  async find(secret: string): Promise<TokenHolder | undefined> {
    const hash = hashOfSecret(secret);
    let holder = this.holders.get(hash);
    if (!holder) {
      holder = await findTokenHolder(this.db, hash);
      if (!holder) return undefined;
      this.holders.set(hash, holder);
    }
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
  }
}
