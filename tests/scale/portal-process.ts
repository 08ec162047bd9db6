/**
 * One portal process of several on one database, serving HTTP on a port of its own: what the scale-out test starts
 * three of, sends requests to in turn, and kills. Arguments: the database URL, CREDENTIALS_KEY (base64, the same for
 * every process) and a name for its database connections (application_name), so that the test can see them gone.
 * Connections may point at local contract servers, and the push worker backs off in milliseconds, as in the push tests.
 * Condensing follows a heartbeat after 100 ms, and a device counts as quiet after 5 s without one: a test's pace, with
 * room for a loaded machine's slow answers within a watcher's stream.
 */
import { openPortal } from '../../portal/portal.js';

const [databaseUrl, credentialsKey, name] = process.argv.slice(2);
if (!databaseUrl || !credentialsKey || !name) throw new Error('Usage: portal-process.ts <database url> <credentials key> <application name>');
const url = new URL(databaseUrl);
url.searchParams.set('application_name', name);
const portal = await openPortal({
  databaseUrl: url.toString(),
  logger: false,
  poolSize: 10,
  credentialsKey: Buffer.from(credentialsKey, 'base64'),
  integrations: { allowBaseUrl: true, worker: { timeoutMs: 300, maxPollMs: 50, concurrency: 8, backoff: { baseMs: 50, capMs: 500, maxAttempts: 6 } } },
  jobs: { concurrency: 1, pollIntervalMs: 50 },
  detection: { condenseDelayMs: 100, quietAfterSeconds: 5 },
});
// The tests' callers read English unless they ask otherwise.
portal.app.addHook('onRequest', async (request) => {
  request.headers['accept-language'] ??= 'en';
});
const address = await portal.app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`listening ${address}\n`);
