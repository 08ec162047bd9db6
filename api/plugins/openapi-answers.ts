import type { RouteOptions } from 'fastify';
import type { ErrorCode } from '../errors/catalogue.js';
import { codesOf, errorAnswers } from '../errors/schema.js';

/** The security schemes of the document: the session cookie, the CSRF header of state-changing calls, an API token. */
export const SESSION_SCHEME = 'session';
export const CSRF_SCHEME = 'csrf';
export const BEARER_SCHEME = 'bearer';

/** The ActivityWatch surface answers aw-server's own error shape, declared by its routes: no catalogue answers there. */
const isActivityWatch = (route: RouteOptions) => route.url.startsWith('/api/0/');

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const changesState = (route: RouteOptions) => [route.method].flat().some((method) => STATE_CHANGING.has(method));
/** A change a browser makes, which needs the CSRF header; not one another server signs (`csrf: false`). */
const needsCsrf = (route: RouteOptions) => changesState(route) && route.config?.csrf !== false;

/**
 * The error answers a route gives whatever its handler does, by what the route is (the order in which the
 * session plugin and Fastify refuse a request): maintenance always; on state-changing methods a CSRF mismatch
 * (unless another server signs the call, `csrf: false`) and a body that cannot be read (not JSON, too large, another media type); without `public` no session or a
 * suspended, unsubscribed or transferred account, or two-factor sign-in the organisation requires and the person
 * has not set up (unless the route is part of setting it up), and with `roles` a role that may not; input that fails its
 * schema; and in a path parameter a malformed escape, or one too long to match the route (404).
 */
function answersByRule(route: RouteOptions): ErrorCode[] {
  const { config, schema = {} } = route;
  const codes: ErrorCode[] = ['maintenance'];
  if (needsCsrf(route)) codes.push('csrf_token_mismatch');
  if (changesState(route)) codes.push('bad_request', 'payload_too_large', 'unsupported_media_type');
  if (!config?.public) codes.push('unauthenticated', 'ACCOUNT_SUSPENDED', 'NO_ACTIVE_SUBSCRIPTION', 'USER_TRANSFERRED');
  // A person whose organisation requires two-factor sign-in, on a session, before they have turned it on.
  if (!config?.public && config?.session !== false && !config?.twoFactorSetup) codes.push('twofactor_setup_required');
  // A role that may not; an API token without the ability the route asks of it; an administrator acting as someone.
  if (config?.roles || config?.token || config?.impersonation === false) codes.push('forbidden');
  if (schema.body || schema.querystring || schema.params) codes.push('validation_failed');
  if (route.url.includes(':')) codes.push('bad_request', 'model_not_found');
  return codes;
}

/**
 * An onRoute hook: every documented route answers, besides what it declares, the errors of its kind
 * (answersByRule), merged per status with its own (made by errorAnswers), and names the security it needs. The
 * route's schema is replaced, not changed: routes share response declarations.
 */
export function declareAnswers(route: RouteOptions): void {
  const schema = route.schema ?? {};
  if (schema.hide) return;
  if (isActivityWatch(route)) {
    route.schema = { ...schema, security: [{ [BEARER_SCHEME]: [] }] };
    return;
  }
  const declared: Record<string, unknown> = typeof schema.response === 'object' && schema.response !== null ? { ...schema.response } : {};
  const codes = [...answersByRule(route), ...Object.values(declared).flatMap(codesOf)];
  const requirement = { ...(route.config?.public ? {} : { [SESSION_SCHEME]: [] }), ...(needsCsrf(route) ? { [CSRF_SCHEME]: [] } : {}) };
  route.schema = {
    ...schema,
    // A route a token may call takes the session (with CSRF on changes) or, instead, the token alone.
    security: [...(Object.keys(requirement).length > 0 ? [requirement] : []), ...(route.config?.token ? [{ [BEARER_SCHEME]: [] }] : [])],
    response: { ...declared, ...errorAnswers(...codes) },
  };
}
