import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { beginSignOn, type SignOnIntent, type SignOnProvider } from '../../../identity/sign-on/index.js';
import { signOnAnswer } from './errors.js';

/**
 * The browser's own random value, in an httpOnly cookie for /auth: a sign-on is finished only by the browser that
 * started it, so nobody can have someone else's browser finish a sign-in they began (signing that person in as
 * them). Kept across sign-ons, so that two started in two tabs both work.
 */
export const SIGN_ON_COOKIE = 'tally_sign_on';
const COOKIE_HOURS = 1;

/** Starts a sign-on for this browser and answers the provider's URL to send it to. */
export async function startSignOn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  start: { provider: SignOnProvider; intent: SignOnIntent; userId: string | null; redirect: string | undefined },
): Promise<{ url: string }> {
  const browser = request.cookies[SIGN_ON_COOKIE] ?? randomBytes(32).toString('base64url');
  reply.setCookie(SIGN_ON_COOKIE, browser, { path: '/auth', httpOnly: true, sameSite: 'lax', secure: app.deps.secureCookies, maxAge: COOKIE_HOURS * 3600 });
  try {
    const url = await beginSignOn(app.deps.pool, app.deps.signOn, { ...start, redirect: start.redirect ?? null, browser, now: app.deps.clock() });
    return { url };
  } catch (error) {
    throw signOnAnswer(error);
  }
}
