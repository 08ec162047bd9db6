import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The react-admin dialect: /ra/v1/… serves every /v1 call, answering as ra-data-simple-rest expects, so that a
 * react-admin app that is not ours works with the stock `simpleRestProvider('<portal>/ra/v1', httpClient)`.
 * Single answers are the record itself instead of {data: record}; lists are an array with Content-Range, as
 * /v1 lists already answer react-admin's query style. Everything else (sign-in, the session cookie and the
 * X-XSRF-TOKEN header, the error catalogue) is the API's own. docs/react-admin.md has the why.
 */
const DIALECT_PREFIX = /^\/ra(?=\/v1(?:[/?]|$))/;

/** Fastify's rewriteUrl: /ra/v1/… is routed as /v1/… (Fastify keeps the asked URL as request.originalUrl). */
export function reactAdminUrl(request: IncomingMessage): string {
  return (request.url ?? '/').replace(DIALECT_PREFIX, '');
}

export function inReactAdminDialect(request: FastifyRequest): boolean {
  return DIALECT_PREFIX.test(request.originalUrl);
}

/** The record of a `{data: record}` answer; lists, answers with meta and errors are no such answer. */
function singleRecord(payload: string): string | undefined {
  const body: unknown = JSON.parse(payload);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  if (!('data' in body) || Object.keys(body).length !== 1) return undefined;
  const record = body.data;
  return typeof record === 'object' && record !== null && !Array.isArray(record) ? JSON.stringify(record) : undefined;
}

export const reactAdminDialectPlugin = fp(
  async (app: FastifyInstance) => {
    // A callback hook: every answer passes it, and an async one cost each a promise.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!inReactAdminDialect(request) || typeof payload !== 'string' || !String(reply.getHeader('content-type')).includes('json')) return done(null, payload);
      // A payload that is no JSON after all fails the answer as before, through the error handler.
      Promise.resolve(payload)
        .then((json) => singleRecord(json) ?? json)
        .then((answer) => done(null, answer), done);
    });
  },
  { name: 'react-admin-dialect' },
);
