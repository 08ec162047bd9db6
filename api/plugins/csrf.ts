import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../errors/catalogue.js';
import { isApiCall } from '../paths.js';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every state-changing API call carries the X-XSRF-TOKEN header, equal to the XSRF-TOKEN cookie, or is refused
 * with 419. Checked after maintenance, before the session: a cross-site request learns nothing about the session.
 */
export const csrfPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      if (isApiCall(request.url) && STATE_CHANGING.has(request.method) && !csrfMatches(request)) throw new ApiError('csrf_token_mismatch');
    });
  },
  { name: 'csrf', dependencies: ['@fastify/cookie', 'maintenance'] },
);

function csrfMatches(request: FastifyRequest): boolean {
  const cookie = request.cookies[CSRF_COOKIE];
  const header = request.headers[CSRF_HEADER];
  if (!cookie || typeof header !== 'string') return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(header);
  } catch {
    return false; // A malformed %-escape is a wrong token (419), not a server error.
  }
  const a = Buffer.from(cookie);
  const b = Buffer.from(decoded);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function issueCsrfCookie(reply: FastifyReply, secure: boolean): string {
  const token = randomBytes(24).toString('base64url');
  reply.setCookie(CSRF_COOKIE, token, { path: '/', sameSite: 'lax', secure, httpOnly: false, maxAge: 24 * 3600 });
  return token;
}
