import http from 'node:http';
import os from 'node:os';
import { z } from 'zod';
import { AwServer, jsonOf, ServerRefused } from './aw-server.js';
import type { AgentFolder } from './folder.js';

/** How long `login` waits for the person to confirm in the browser. */
const LOGIN_TIMEOUT_MS = 5 * 60_000;
/** A hand-off is a token and a few names: anything larger is not one. */
const MAX_BODY_BYTES = 16 * 1024;

/**
 * What the portal's hand-off page POSTs to the agent (docs/detection.md, "Signing in"): the token it made with
 * POST /v1/auth/tokens/transfer, and, to show in `status`, the portal's address and who signed in.
 */
const handOffBody = z.object({
  token: z.string().regex(/^tly_[\w-]+$/, 'a Tally API token (tly_…)'),
  url: z.string().optional(),
  user: z.looseObject({ email: z.string().optional(), name: z.string().optional() }).optional(),
});
type HandOff = z.infer<typeof handOffBody>;

interface LoginOptions {
  folder: AgentFolder;
  /** The portal's address as the person gave it. */
  portal: string;
  openBrowser: (url: string) => void;
  say: (line: string) => void;
  timeoutMs?: number;
}

/**
 * `login`: the native_login hand-off. Listens on a free port of 127.0.0.1, has the browser open the portal's
 * `/?native_login=1&port=<port>&device=<hostname>` (the person signs in if needed and confirms), takes the token
 * the portal's page POSTs there, checks it against the portal's /api/0/info and stores it (mode 600) with the
 * portal's address in the config folder. Only the portal's origin may hand over a token; until one passes the
 * check, others may follow (the page may try again); after `timeoutMs` the login fails.
 */
export async function login(options: LoginOptions): Promise<HandOff> {
  const origins = await portalOrigins(options.portal);
  const handOff = await receiveHandOff({ ...options, origins, verify: (token) => verifyToken(options.portal, token) });
  await options.folder.writeToken(handOff.token);
  const config = await options.folder.readConfig();
  await options.folder.writeConfig({ ...config, portal: options.portal, user: handOff.user });
  return handOff;
}

/** The portal's origin, and the one it redirects to (http → https): the page POSTs from where it ended up. */
async function portalOrigins(portal: string): Promise<Set<string>> {
  try {
    const answer = await fetch(portal, { signal: AbortSignal.timeout(30_000) });
    await answer.body?.cancel();
    return new Set([new URL(portal).origin, new URL(answer.url).origin]);
  } catch (error) {
    throw new Error(`The portal at ${portal} cannot be reached: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** Why the portal does not take this token, or undefined when it does. */
async function verifyToken(portal: string, token: string): Promise<string | undefined> {
  try {
    await new AwServer('the portal', portal, token).info();
    return undefined;
  } catch (error) {
    if (error instanceof ServerRefused) return `the portal does not accept this token (${error.status})`;
    throw error;
  }
}

interface Receiving extends LoginOptions {
  origins: Set<string>;
  verify: (token: string) => Promise<string | undefined>;
}

function receiveHandOff(options: Receiving): Promise<HandOff> {
  return new Promise((resolve, reject) => {
    let received: HandOff | undefined;
    const server = http.createServer((request, response) => {
      answer(request, options, () => received !== undefined)
        .then(({ status, body, handOff, headers }) => {
          // One connection per request: once the token is in, nothing may reach this server any more.
          response.writeHead(status, { 'content-type': 'application/json', connection: 'close', ...headers }).end(JSON.stringify(body));
          if (handOff && !received) {
            received = handOff;
            finish();
          }
        })
        .catch((error: unknown) => {
          response.writeHead(500, { 'content-type': 'application/json', connection: 'close' }).end(JSON.stringify({ message: 'The agent failed to check the token' }));
          finish(error instanceof Error ? error : new Error(String(error)));
        });
    });
    const timeoutMs = options.timeoutMs ?? LOGIN_TIMEOUT_MS;
    const timer = setTimeout(
      () => finish(new Error(`No token arrived within ${timeoutMs >= 60_000 ? `${timeoutMs / 60_000} minutes` : `${timeoutMs / 1000} seconds`}: run \`tally-agent login\` again and confirm in the browser.`)),
      timeoutMs,
    );
    function finish(error?: Error) {
      clearTimeout(timer);
      // The answer to the hand-off is on its way; closing waits for it, then stops listening.
      server.close();
      server.closeIdleConnections();
      if (error) reject(error);
      else if (received) resolve(received);
    }
    server.on('error', (error) => finish(error));
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      const page = new URL(options.portal);
      page.search = new URLSearchParams({ native_login: '1', port: String(port), device: os.hostname() }).toString();
      options.say(`Confirm in your browser that this device may send your activity. If no browser opens, visit:\n  ${page.href}`);
      options.openBrowser(page.href);
    });
  });
}

interface Answer {
  status: number;
  body: { message: string };
  headers?: Record<string, string>;
  handOff?: HandOff;
}

/** The answer to one request to the hand-off port. */
async function answer(request: http.IncomingMessage, options: Receiving, done: () => boolean): Promise<Answer> {
  const origin = request.headers.origin;
  if (origin === undefined || !options.origins.has(origin)) return { status: 403, body: { message: 'Only the portal may hand over a token' } };
  // The portal's page calls from its origin: the browser lets it read the answer only with these.
  const headers: Record<string, string> = { 'access-control-allow-origin': origin, vary: 'Origin' };
  if (request.method === 'OPTIONS') {
    headers['access-control-allow-methods'] = 'POST';
    headers['access-control-allow-headers'] = 'content-type';
    // Chrome asks before a public page may call a private address (Private Network Access).
    if (request.headers['access-control-request-private-network'] === 'true') headers['access-control-allow-private-network'] = 'true';
    return { status: 204, body: { message: '' }, headers };
  }
  if (request.method !== 'POST' || new URL(request.url ?? '/', 'http://127.0.0.1').pathname !== '/') return { status: 405, body: { message: 'POST the token to /' }, headers };
  if (done()) return { status: 409, body: { message: 'This agent has its token already' }, headers };
  const text = await bodyOf(request);
  if (text === undefined) return { status: 413, body: { message: `A hand-off is at most ${MAX_BODY_BYTES} bytes` }, headers };
  const parsed = handOffBody.safeParse(jsonOf(text));
  if (!parsed.success) return { status: 400, body: { message: `Not a hand-off: ${z.prettifyError(parsed.error)}` }, headers };
  const refusal = await options.verify(parsed.data.token);
  if (refusal) return { status: 401, body: { message: `The agent did not store the token: ${refusal}` }, headers };
  return { status: 200, body: { message: `The agent on ${os.hostname()} is connected` }, headers, handOff: parsed.data };
}

/** The request's body as text, or undefined when it is longer than a hand-off can be. */
async function bodyOf(request: http.IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const bytes = Buffer.from(chunk);
    size += bytes.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(bytes);
  }
  return Buffer.concat(chunks).toString('utf8');
}
