import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { comparePositions, type GlobalPosition } from '../../eventstore/port.js';
import { appliesTo, type Projection } from '../../projections/projection.js';
import { SESSION_COOKIE } from './authentication.js';

/** How long a request waits for the read models to show its caller's last commands before going on anyway. */
const READ_YOUR_WRITES_MS = 10_000;
/** Sessions whose last commands are still being projected, at most; the oldest are forgotten first. */
const MAX_SESSIONS = 100_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The read models (projection names) the route reads; the caller's earlier commands are waited for in
     * these only. Absent: all of them.
     */
    readModels?: readonly string[];
  }
  interface FastifyInstance {
    /** Where each session's last commands landed, until the read models have passed them. */
    writtenPositions: WrittenPositions;
  }
}

/** A written position, per kind of stream (the stream name up to its first dash: `day-`, `contacts-`, …). */
export interface Written {
  stream: string;
  position: GlobalPosition;
}

/**
 * Read-your-writes without making every command wait: a command that answers from its own resulting state
 * notes where its events landed for the caller's session, and the caller's next request waits until the read
 * models it reads have passed that position. Nobody waits for someone else's writes, nor for read models that
 * do not show the streams written. The positions live in this process: the portal serves a session from one
 * process.
 */
class WrittenPositions {
  /** Per session, per kind of stream; the sessions that wrote least recently are forgotten first. */
  private readonly bySession = new LRUCache<string, Map<string, Written>>({ max: MAX_SESSIONS });

  /** Notes a command's position; answers what is now noted for its kind of stream. */
  wrote(session: string, streamId: string, position: GlobalPosition): Written {
    const kind = kindOf(streamId);
    const written = this.bySession.get(session) ?? new Map<string, Written>();
    const known = written.get(kind);
    if (known && comparePositions(known.position, position) >= 0) return known;
    const noted = { stream: streamId, position };
    written.set(kind, noted);
    this.bySession.set(session, written);
    return noted;
  }

  pending(session: string): Written[] {
    return [...(this.bySession.get(session)?.values() ?? [])];
  }

  passed(session: string, done: Written): void {
    const written = this.bySession.get(session);
    const kind = kindOf(done.stream);
    if (written?.get(kind) !== done) return;
    written.delete(kind);
    if (written.size === 0) this.bySession.delete(session);
  }
}

const kindOf = (streamId: string) => streamId.slice(0, streamId.indexOf('-') + 1);

/** The caller's session; none for a call with an API token, even if it also carries a cookie. */
export function sessionOf(request: FastifyRequest): string | undefined {
  return request.apiToken ? undefined : request.cookies[SESSION_COOKIE];
}

/** Waits until the read models (those `readModels` names, else all) that show `written`'s stream have passed it. */
export async function awaitWritten(app: FastifyInstance, written: Written, readModels?: readonly string[]): Promise<boolean> {
  const shows = (projection: Projection) => appliesTo(projection, written.stream) && (readModels === undefined || readModels.includes(projection.name));
  return app.deps.runner.waitFor(written.position, READ_YOUR_WRITES_MS, shows);
}

/** Before a signed-in caller's request runs: wait for their earlier commands to show in what it reads. */
export const readYourWritesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('writtenPositions', new WrittenPositions());
    const awaitPending = async (request: FastifyRequest, session: string, pending: readonly Written[]) => {
      for (const written of pending) {
        if (await awaitWritten(app, written, request.routeOptions.config.readModels)) {
          if (request.routeOptions.config.readModels === undefined) app.writtenPositions.passed(session, written);
        } else {
          request.log.warn({ position: written.position }, "read models did not show the caller's last command in time; answering with what they show");
        }
      }
    };
    // A callback hook: most requests (API tokens, nothing written lately) have nothing to wait for, and no promise to make.
    app.addHook('preHandler', (request, _reply, done) => {
      const session = sessionOf(request);
      const pending = session === undefined ? [] : app.writtenPositions.pending(session);
      if (session === undefined || pending.length === 0) return done();
      awaitPending(request, session, pending).then(() => done(), done);
    });
  },
  { name: 'read-your-writes', dependencies: ['authentication'] },
);
