import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, Detector, tokenOf } from '../support/detectors.js';
import { createTestOrganisation, startTestPortal, type Organisation, type Session, type TestPortal } from '../support/portal.js';

/** What the ActivityWatch surface refuses, in aw-server's error shape where a watcher reads it, storing nothing. */
let test: TestPortal;
let firm: Organisation;
let detector: Detector;
const BUCKET = 'aw-watcher-window_laptop';
const now = () => new Date();
const good = () => ({ timestamp: at(now(), -1), duration: 1, data: { app: 'Code', title: 'store.ts' } });

beforeAll(async () => {
  test = await startTestPortal();
  firm = await createTestOrganisation(test);
  detector = new Detector(test.app, await tokenOf(firm.admin));
  expect(await detector.bucket(BUCKET)).toBe(200);
});
afterAll(async () => test.close());

const storedDetections = async () => Number((await test.db.pool.query<{ n: string }>('SELECT count(*) AS n FROM detections')).rows[0]!.n);
const awError = { message: expect.any(String) };

describe('bad input on /api/0', () => {
  const refusals: Array<[string, number, () => { url: string; body: unknown }]> = [
    ['a heartbeat that is not JSON', 400, () => ({ url: `/api/0/buckets/${BUCKET}/heartbeat?pulsetime=2`, body: '{"timestamp": ' })],
    ['a heartbeat without a timestamp', 422, () => ({ url: `/api/0/buckets/${BUCKET}/heartbeat?pulsetime=2`, body: { duration: 0, data: {} } })],
    ['a heartbeat whose data is not an object', 422, () => ({ url: `/api/0/buckets/${BUCKET}/heartbeat?pulsetime=2`, body: { ...good(), data: 'Code' } })],
    ['a heartbeat without pulsetime', 400, () => ({ url: `/api/0/buckets/${BUCKET}/heartbeat`, body: good() })],
    ['a negative pulsetime', 400, () => ({ url: `/api/0/buckets/${BUCKET}/heartbeat?pulsetime=-1`, body: good() })],
    ['a timestamp more than 5 minutes in the future', 400, () => ({ url: `/api/0/buckets/${BUCKET}/heartbeat?pulsetime=2`, body: { ...good(), timestamp: at(now(), 301) } })],
    ['a timestamp older than the retention (30 days)', 400, () => ({ url: `/api/0/buckets/${BUCKET}/heartbeat?pulsetime=2`, body: { ...good(), timestamp: at(now(), -31 * 86_400) } })],
    ['a negative duration', 400, () => ({ url: `/api/0/buckets/${BUCKET}/heartbeat?pulsetime=2`, body: { ...good(), duration: -0.5 } })],
    ['a duration over a day', 400, () => ({ url: `/api/0/buckets/${BUCKET}/heartbeat?pulsetime=2`, body: { ...good(), duration: 86_401 } })],
    ['data over 64 KB', 400, () => ({ url: `/api/0/buckets/${BUCKET}/heartbeat?pulsetime=2`, body: { ...good(), data: { title: 'x'.repeat(64 * 1024) } } })],
    ['data jsonb cannot hold', 400, () => ({ url: `/api/0/buckets/${BUCKET}/heartbeat?pulsetime=2`, body: { ...good(), data: { title: 'a\u0000b' } } })],
    ['a batch of events with one bad event', 400, () => ({ url: `/api/0/buckets/${BUCKET}/events`, body: [good(), { ...good(), duration: -1 }] })],
    ['a replacement of an event the bucket does not have', 404, () => ({ url: `/api/0/buckets/${BUCKET}/events`, body: [good(), { ...good(), id: 999_999 }] })],
  ];

  it.each(refusals)('refuses %s with %i in aw-server’s shape and stores nothing', async (_name, status, request) => {
    const before = await storedDetections();
    const { url, body } = request();

    const answer = await test.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${detector.token}`, 'content-type': 'application/json' },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });

    expect(answer.statusCode, answer.body).toBe(status);
    expect(answer.json()).toEqual(awError);
    expect(answer.headers['x-request-reference']).toMatch(/^req_/);
    expect(await storedDetections()).toBe(before);
  });

  it('refuses a bucket of a type the portal does not turn into activity, naming those it takes', async () => {
    const answer = await detector.post('/api/0/buckets/aw-watcher-input_laptop', { client: 'aw-watcher-input', type: 'os.hid.input', hostname: 'laptop' });

    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: "Unknown bucket type 'os.hid.input': the portal takes currentwindow, afkstatus, web.tab.current" });
    expect((await detector.get('/api/0/buckets/')).json()).not.toHaveProperty('aw-watcher-input_laptop');
  });

  it('refuses a hostname with whitespace, an id over 100 characters and a body over 1 MB, in aw-server’s shape', async () => {
    const spaced = await detector.post('/api/0/buckets/aw-watcher-afk_my laptop', { client: 'aw-watcher-afk', type: 'afkstatus', hostname: 'my laptop' });
    const longId = await detector.post(`/api/0/buckets/${'b'.repeat(101)}`, { client: 'aw-watcher-afk', type: 'afkstatus', hostname: 'laptop' });
    const huge = await detector.post(`/api/0/buckets/${BUCKET}/events`, Array.from({ length: 20 }, () => ({ ...good(), data: { title: 'x'.repeat(60_000) } })));

    expect([spaced.statusCode, longId.statusCode, huge.statusCode]).toEqual([400, 400, 413]);
    for (const answer of [spaced, longId, huge]) expect(answer.json()).toEqual(awError);
    expect(Object.keys((await detector.get('/api/0/buckets/')).json())).toEqual([BUCKET]);
  });

  it('keeps the person’s own retention: a shorter data_retention.logged_activity refuses what it would delete', async () => {
    const person = await firm.member('user');
    expect((await person.put('/v1/preferences/data_retention', { logged_activity: 7 })).statusCode).toBe(200);
    await person.get('/v1/preferences'); // read-your-writes: the preference is in the read model now
    const own = new Detector(test.app, await tokenOf(person));
    await own.bucket(BUCKET);

    const tooOld = await own.heartbeat(BUCKET, 2, { ...good(), timestamp: at(now(), -8 * 86_400) });
    const kept = await own.heartbeat(BUCKET, 2, { ...good(), timestamp: at(now(), -6 * 86_400) });

    expect(tooOld.statusCode).toBe(400);
    expect(tooOld.json().message).toMatch(/older than the 7 days/);
    expect(kept.statusCode).toBe(200);
  });

  it('answers an unknown bucket and an unknown path with 404 in aw-server’s shape', async () => {
    const unknown = await detector.heartbeat('aw-watcher-window_nowhere', 2, good());
    const noCall = await detector.get('/api/0/nothing-here');

    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "The requested bucket 'aw-watcher-window_nowhere' does not exist" });
    expect(noCall.statusCode).toBe(404);
    expect(noCall.json()).toEqual(awError);
  });
});

describe('who may use /api/0', () => {
  const bucketsWith = (headers: Record<string, string>) => test.app.inject({ method: 'GET', url: '/api/0/buckets/', headers });
  const cookiesOf = (session: Session) => `tally_session=${session.cookie('tally_session')}; XSRF-TOKEN=${session.csrf}`;

  it('refuses a session cookie alone, even with its CSRF header: 401', async () => {
    const answer = await bucketsWith({ cookie: cookiesOf(firm.admin), 'x-xsrf-token': firm.admin.csrf! });
    const post = await firm.admin.post(`/api/0/buckets/${BUCKET}/heartbeat?pulsetime=2`, good());

    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual(awError);
    expect(post.statusCode).toBe(401);
  });

  it('refuses a token without detections:write: 403', async () => {
    const answer = await bucketsWith({ authorization: `Bearer ${await tokenOf(firm.admin, ['read'])}` });

    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual(awError);
  });

  it('keeps each person’s buckets to their own tokens: another person lists only theirs and finds none of the first one’s', async () => {
    const other = new Detector(test.app, await tokenOf(await firm.member('user')));
    expect(await other.bucket('aw-watcher-afk_other', 'afkstatus')).toBe(200);

    expect(Object.keys((await other.get('/api/0/buckets/')).json())).toEqual(['aw-watcher-afk_other']);
    expect((await other.get(`/api/0/buckets/${BUCKET}`)).statusCode).toBe(404);
    expect((await other.get(`/api/0/buckets/${BUCKET}/events`)).statusCode).toBe(404);
    expect((await other.heartbeat(BUCKET, 2, good())).statusCode).toBe(404);
    expect((await other.request('DELETE', `/api/0/buckets/${BUCKET}`)).statusCode).toBe(404);
    expect((await detector.get(`/api/0/buckets/${BUCKET}`)).statusCode).toBe(200);
  });

  it('gives a person their own bucket of a name another person uses too', async () => {
    const other = new Detector(test.app, await tokenOf(await firm.member('user')));

    expect(await other.bucket(BUCKET)).toBe(200);
    expect(await detector.bucket(BUCKET)).toBe(304);
  });

  it('answers a revoked token’s next call with 401, and keeps what it sent', async () => {
    const person = await firm.member('user');
    const sender = new Detector(test.app, await tokenOf(person));
    await sender.bucket(BUCKET);
    expect((await sender.heartbeat(BUCKET, 2, good())).statusCode).toBe(200);
    const [token] = (await person.get('/v1/auth/tokens')).json().data;

    expect((await person.delete(`/v1/auth/tokens/${token.id}`)).statusCode).toBe(200);
    const afterRevoke = await sender.heartbeat(BUCKET, 2, good());

    expect(afterRevoke.statusCode).toBe(401);
    expect(afterRevoke.json()).toEqual(awError);
    expect(await new Detector(test.app, await tokenOf(person)).events(BUCKET)).toHaveLength(1);
  });
});
