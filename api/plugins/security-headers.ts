import { IncomingMessage, ServerResponse, type OutgoingHttpHeaders } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiCall } from '../paths.js';

/**
 * What the web portal (dist/ui, Vite's build) and the API documentation (/docs, swagger-ui) need, and nothing
 * more. Scripts only from our own files: neither has an inline script or handler, so script-src has no
 * 'unsafe-inline' and no nonce. Styles are another matter: MUI (emotion) and swagger-ui insert <style> elements
 * while they run, and index.html has one. A nonce would cover those only if every library that makes one were
 * handed it (emotion needs its own cache with the nonce, swagger-ui has no way to take one) and the static
 * index.html were rewritten on every request; so style-src allows 'unsafe-inline'. What injected CSS could do
 * is bounded by the rest: it can load nothing from elsewhere (img-src, font-src, connect-src: our origin and
 * data: URLs), so it cannot carry anything out of the page. No upgrade-insecure-requests: a portal on a plain
 * HTTP address of the office network must keep loading its own files.
 *
 * connect-src also allows this computer's loopback addresses on any port, over plain HTTP: the native-login
 * hand-off (/?native_login=1&port=N) posts the new API token to the agent listening on 127.0.0.1:N
 * (docs/detection.md, "The hand-off"). Browsers count loopback as a secure origin, so an HTTPS portal may call it;
 * what reaches it never leaves the person's own machine.
 */
const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    connectSrc: ["'self'", 'http://127.0.0.1:*', 'http://localhost:*'],
    fontSrc: ["'self'", 'data:'],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    imgSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
  },
};

const HELMET: HelmetOptions = { contentSecurityPolicy, frameguard: { action: 'deny' }, referrerPolicy: { policy: 'no-referrer' } };

/**
 * The headers helmet sets with these options, worked out once: they are the same for every answer. (The Fastify
 * plugin, @fastify/helmet, built helmet's middleware again for every request, parsing the policy each time: a
 * tenth of what a watcher's heartbeat cost the portal.) Helmet writes them to a response of no connection here.
 */
function helmetHeaders(options: HelmetOptions): OutgoingHttpHeaders {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(options)(response.req, response, (error?: unknown) => {
    if (error) throw error;
  });
  return response.getHeaders();
}

/**
 * Security headers on every answer (helmet's defaults, with the policy above, X-Frame-Options: DENY and
 * Referrer-Policy: no-referrer), and `Cache-Control: no-store` on every API answer: they are a person's data
 * and must not stay in a shared or browser cache after signing out.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    const headers = helmetHeaders(HELMET);
    const apiHeaders = { ...headers, 'cache-control': 'no-store' };
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isApiCall(request.url) ? apiHeaders : headers);
      done();
    });
  },
  { name: 'security-headers' },
);
