import { randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { CredentialsCipher, saveConnection, setMapping } from '../connections/index.js';
import { JiraFake, jiraCloudId } from '../testing/jira-server.js';
import { minute, projectedPushes, pushRequest } from '../../tests/support/pushes.js';
import { pushStream } from '../../domain/push/index.js';
import { pushQueueProjection } from '../../projections/push-queue/projection.js';
import { PushWorker } from './worker.js';

/**
 * A vendor's Retry-After pauses one connection: the worker leaves exactly that connection's pushes unclaimed for
 * the pause (no claim-and-release churn for hours), while a firm's other connections (here two people's own Jira
 * grants) keep pushing.
 */

const t = projectedPushes(pushQueueProjection);
let jira: JiraFake;
const cipher = new CredentialsCipher(randomBytes(32));
const clientId = randomUUID();
const [mia, emma] = [randomUUID(), randomUUID()];
const subproject = randomUUID();
let worker: PushWorker | undefined;

beforeAll(async () => {
  jira = await JiraFake.start();
  for (const [userId, token] of [[mia, 'jira-token-mia'], [emma, 'jira-token-emma']] as const) {
    const credentials = { system: 'jira' as const, credentials: { accessToken: token, cloudId: jiraCloudId, baseUrl: jira.baseUrl } };
    await saveConnection(t.db.pool, cipher, { clientId, userId, credentials, at: new Date() });
  }
  await setMapping(t.db.pool, { clientId, system: 'jira', kind: 'subproject', ourId: subproject, externalId: 'PRJ-12', at: new Date() });
});
afterEach(async () => worker?.stop());
afterAll(async () => {
  expect(jira.server.violations()).toEqual([]);
  await jira.server.close();
});

/** A due Jira push of one person's time (their own grant); resolves with its id. */
async function queuedPush(userId: string): Promise<string> {
  const request = pushRequest(clientId, { system: 'jira', user_id: userId, connection_user: userId, booked: { contact_id: null, project_id: randomUUID(), subproject_id: subproject, working_code_id: null } });
  await t.run(request, { type: 'RequestPush', request, at: minute(0) });
  return request.push_id;
}

/** The worker's pool, counting every claim and the pushes each one claimed. */
function countingClaims(pool: pg.Pool) {
  const claims = { done: 0, pushes: [] as string[] };
  const query = async (text: string, values?: unknown[]) => {
    const result = await pool.query(text, values);
    if (text.startsWith('WITH due AS')) {
      claims.done++;
      claims.pushes.push(...result.rows.map((row: { push_id: string }) => row.push_id));
    }
    return result;
  };
  return { claims, pool: new Proxy(pool, { get: (target, property) => (property === 'query' ? query : (Reflect.get(target, property) as unknown)) }) };
}

const events = async (pushId: string) => (await t.pushes.store.readStream(pushStream(pushId))).map((e) => e.type);

it('leaves a connection paused by a long Retry-After unclaimed until the pause ends; the firm\'s other connection pushes meanwhile', async () => {
  const pauseSeconds = 3 * 3600;
  jira.server.faults.script([{ type: 'rate_limit', retryAfterSeconds: pauseSeconds }], { method: 'POST', path: /worklog$/ });
  const { claims, pool } = countingClaims(t.db.pool);
  let offsetMs = 0;
  worker = new PushWorker({
    pool, pushes: t.pushes.handler, cipher, timeoutMs: 2000, maxPollMs: 10, random: () => 0,
    budgets: () => ({ limit: 1000, windowMs: 1000 }),
    now: () => new Date(Date.now() + offsetMs),
  });
  worker.start();
  const limited = await queuedPush(mia);
  await expect.poll(() => events(limited), { timeout: 15_000 }).toContain('PushAttemptFailed');

  const waiting = await queuedPush(mia);
  const other = await queuedPush(emma);
  await expect.poll(() => events(other), { timeout: 15_000 }).toContain('PushSucceeded');
  const seen = claims.done;
  await expect.poll(() => claims.done, { timeout: 15_000 }).toBeGreaterThan(seen + 20);
  expect(claims.pushes.filter((id) => id === waiting)).toEqual([]);
  expect(claims.pushes.filter((id) => id === limited)).toEqual([limited]);

  offsetMs += pauseSeconds * 1000 + 1000;
  worker.wake();
  await expect.poll(async () => [await events(limited), await events(waiting)].map((e) => e.at(-1)), { timeout: 15_000 }).toEqual(['PushSucceeded', 'PushSucceeded']);
  expect(jira.data.worklogs).toHaveLength(3);
});
