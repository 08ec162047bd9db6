import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { comparePositions, type GlobalPosition } from '../../eventstore/port.js';
import { SESSION_COOKIE } from './session.js';

/** How long a request waits for the read models to show its caller's last command before going on anyway. */
export const READ_YOUR_WRITES_MS = 10_000;
/** Sessions whose last command is still being projected, at most; the oldest are forgotten first. */
const MAX_SESSIONS = 100_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Where each session's last command landed, until every read model has passed it. */
    writtenPositions: WrittenPositions;
  }
}

/**
 * Read-your-writes without making every command wait: a command that answers from its own resulting state
 * notes where its events landed for the caller's session, and the caller's next request (a read, or a command
 * that checks read models) waits until the read models have passed that position. Nobody waits for someone
 * else's writes. The positions live in this process: the portal serves a session from one process.
 */
export class WrittenPositions {
  private readonly bySession = new Map<string, GlobalPosition>();

  wrote(session: string, position: GlobalPosition): void {
    const known = this.bySession.get(session);
    if (known && comparePositions(known, position) >= 0) return;
    this.bySession.delete(session);
    this.bySession.set(session, position);
    if (this.bySession.size > MAX_SESSIONS) this.bySession.delete(this.bySession.keys().next().value!);
  }

  pending(session: string): GlobalPosition | undefined {
    return this.bySession.get(session);
  }

  passed(session: string, position: GlobalPosition): void {
    if (this.bySession.get(session) === position) this.bySession.delete(session);
  }
}

export function sessionOf(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE];
}

/** Before a signed-in caller's request runs: wait for their last command to show in the read models. */
export const readYourWritesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('writtenPositions', new WrittenPositions());
    app.addHook('preHandler', async (request) => {
      const session = sessionOf(request);
      const position = session === undefined ? undefined : app.writtenPositions.pending(session);
      if (session === undefined || position === undefined) return;
      if (await app.deps.runner.waitFor(position, READ_YOUR_WRITES_MS)) app.writtenPositions.passed(session, position);
      else request.log.warn({ position }, "read models did not show the caller's last command in time; answering with what they show");
    });
  },
  { name: 'read-your-writes', dependencies: ['session'] },
);
