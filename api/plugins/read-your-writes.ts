import { createSecretKey } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { appliesTo, type Projection } from '../../projections/projection.js';
import { SESSION_COOKIE } from './authentication.js';
import { mergeWritten, openWritten, sealWritten, type Written } from './written-positions.js';

export type { Written } from './written-positions.js';

/** How long a request waits for the read models to show its caller's last commands before going on anyway. */
const READ_YOUR_WRITES_MS = 10_000;
/** The cookie that carries where the caller's commands landed, so that any portal process can wait for them. */
const WRITTEN_COOKIE = 'tally_written';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The read models (projection names) the route reads; the caller's earlier commands are waited for in
     * these only. Absent: all of them.
     */
    readModels?: readonly string[];
  }
  interface FastifyRequest {
    /** Positions of this request's commands that the read models had not shown by its answer; none: undefined. */
    written: Written[] | undefined;
    /** The positions the caller's cookie carried, opened once before the handler; none: undefined. */
    carriedWritten: Written[] | undefined;
  }
}

/**
 * Read-your-writes without making every command wait, in whichever portal process serves the caller next: a
 * command that answers before the read models show it (from its own resulting state, or after waiting in vain)
 * gives the caller its position in a signed cookie, one per kind of stream; the caller's next requests wait until
 * the read models they read have passed it. Nobody waits for someone else's writes, nor for read models that do
 * not show the streams written. A position stays in the cookie until a later command of its kind replaces it:
 * once passed, waiting for it costs a comparison. (Two commands answered at once may leave the cookie with one
 * of their positions: a caller who sends commands in parallel reads after both answers anyway.)
 */
export const readYourWritesPlugin = fp(
  async (app: FastifyInstance) => {
    const key = createSecretKey(app.deps.integrations.cipher.derive('read-your-writes'));
    app.decorateRequest('written', undefined);
    app.decorateRequest('carriedWritten', undefined);
    const awaitCarried = async (request: FastifyRequest, carried: readonly Written[]) => {
      for (const written of carried) {
        if (!(await awaitWritten(app, written, request.routeOptions.config.readModels))) {
          request.log.warn({ position: written.position }, "read models did not show the caller's last command in time; answering with what they show");
        }
      }
    };
    // A callback hook: most requests (API tokens, nothing written lately) have nothing to wait for, and no promise to make.
    app.addHook('preHandler', (request, _reply, done) => {
      const sealed = sessionOf(request) === undefined ? undefined : request.cookies[WRITTEN_COOKIE];
      if (sealed === undefined) return done();
      request.carriedWritten = openWritten(key, sealed);
      awaitCarried(request, request.carriedWritten).then(() => done(), done);
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.written === undefined || sessionOf(request) === undefined) return;
      reply.setCookie(WRITTEN_COOKIE, sealWritten(key, mergeWritten(request.carriedWritten ?? [], request.written)), { path: '/', sameSite: 'lax', secure: app.deps.secureCookies, httpOnly: true });
    });
  },
  { name: 'read-your-writes', dependencies: ['authentication'] },
);

/** The caller's session; none for a call with an API token, even if it also carries a cookie. */
function sessionOf(request: FastifyRequest): string | undefined {
  return request.apiToken ? undefined : request.cookies[SESSION_COOKIE];
}

/** Waits until the read models (those `readModels` names, else all) that show `written`'s stream have passed it. */
export async function awaitWritten(app: FastifyInstance, written: Written, readModels?: readonly string[]): Promise<boolean> {
  const shows = (projection: Projection) => appliesTo(projection, written.stream) && (readModels === undefined || readModels.includes(projection.name));
  return app.deps.runner.waitFor(written.position, READ_YOUR_WRITES_MS, shows);
}
