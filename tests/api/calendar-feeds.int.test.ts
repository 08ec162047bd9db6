import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeWorkerUtils } from 'graphile-worker';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFeed } from '../../calendar/ics/sync.js';
import { createTestOrganisation, startTestPortal, type Organisation, type Session, type TestPortal } from '../support/portal.js';

let test: TestPortal;
let server: Server;
let served = '';
let feedUrl = '';
beforeAll(async () => {
  test = await startTestPortal({ integrations: { allowBaseUrl: true } });
  server = createServer((request, response) => {
    if (request.url === '/missing.ics') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/calendar' }).end(served);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/calendar.ics`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await test.close();
});

/** Days from today, at an hour in UTC, as an ICS UTC time. */
const at = (days: number, hour: number) => DateTime.utc().startOf('day').plus({ days, hours: hour }).toFormat("yyyyMMdd'T'HHmmss'Z'");
const vevent = (uid: string, summary: string, start: string, end: string, extra = '') =>
  `BEGIN:VEVENT\r\nUID:${uid}\r\nSUMMARY:${summary}\r\nDTSTART:${start}\r\nDTEND:${end}\r\nLOCATION:Acme office\r\nATTENDEE:mailto:ann@customer.test\r\n${extra}END:VEVENT\r\n`;
const calendar = (...events: string[]) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Tally tests//EN\r\n${events.join('')}END:VCALENDAR\r\n`;

describe('ICS feeds', () => {
  let firm: Organisation;
  let person: Session;
  const appointments = async () => {
    const list = (await person.get('/v1/appointments?limit=100&status=in:pending,arranged,confirmed,ignored,cancelled')).json().data;
    return list.map((row: { description: string; started_at: string; status: string }) => ({ description: row.description, started_at: row.started_at, status: row.status }));
  };

  beforeAll(async () => {
    firm = await createTestOrganisation(test);
    person = await firm.member('user');
  });

  it('a feed by file becomes appointments at once, each occurrence of a weekly series one, and removing the feed cancels them', async () => {
    const content = calendar(vevent('weekly', 'Weekly with Acme', at(1, 9), at(1, 11), 'RRULE:FREQ=WEEKLY;COUNT=3\r\n'));
    const added = await person.post('/v1/rpc/calendars/ics', { name: 'Exported calendar', content });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({ name: 'Exported calendar', kind: 'file', url: null, event_count: 3, last_error: null });
    expect((await appointments()).filter((row: { description: string }) => row.description === 'Weekly with Acme')).toHaveLength(3);

    expect((await person.delete(`/v1/rpc/calendars/ics/${added.json().data.id}`)).statusCode).toBe(204);
    expect((await appointments()).filter((row: { status: string }) => row.status !== 'cancelled')).toEqual([]);
    expect((await person.get('/v1/rpc/calendars/ics')).json().data).toEqual([]);
  });

  it('a feed by URL is read again as its job does: a moved event moves its appointment and a gone one is cancelled', async () => {
    served = calendar(vevent('review', 'Review', at(2, 9), at(2, 11)), vevent('kickoff', 'Kickoff', at(3, 13), at(3, 15)));
    const added = await person.post('/v1/rpc/calendars/ics', { name: 'Work calendar', url: feedUrl });
    expect(added.json().data).toMatchObject({ kind: 'url', url: feedUrl, event_count: 2 });

    served = calendar(vevent('review', 'Review', at(4, 10), at(4, 12)));
    const read = await readFeed(test.portal.deps, added.json().data.id, { internalAddresses: true });
    expect(read).toMatchObject({ ok: true, applied: { moved: [expect.stringContaining('review')], cancelled: [expect.stringContaining('kickoff')] } });
    if (read?.ok && read.applied.position) await test.portal.deps.runner.waitFor(read.applied.position);
    const now = await appointments();
    expect(now).toContainEqual({ description: 'Review', started_at: DateTime.fromFormat(at(4, 10), "yyyyMMdd'T'HHmmss'Z'", { zone: 'utc' }).toISO({ suppressMilliseconds: false }), status: 'pending' });
    expect(now).toContainEqual(expect.objectContaining({ description: 'Kickoff', status: 'cancelled' }));
  });

  it('a feed that cannot be read this time keeps its appointments and shows why', async () => {
    served = calendar(vevent('standup', 'Planning', at(5, 9), at(5, 11)));
    const feed = (await person.post('/v1/rpc/calendars/ics', { name: 'Flaky', url: feedUrl })).json().data;
    served = '<html>Service unavailable</html>';
    expect(await readFeed(test.portal.deps, feed.id, { internalAddresses: true })).toMatchObject({ ok: false });
    const listed = (await person.get('/v1/rpc/calendars/ics')).json().data.find((row: { id: string }) => row.id === feed.id);
    expect(listed).toMatchObject({ event_count: 1, last_error: expect.stringContaining('no readable calendar') });
    // The reason is kept as a text, and said in the language of whoever reads the feed.
    const inDutch = (await person.request({ method: 'GET', url: '/v1/rpc/calendars/ics', headers: { 'accept-language': 'nl' } })).json().data;
    expect(inDutch.find((row: { id: string }) => row.id === feed.id)).toMatchObject({ last_error: expect.stringMatching(/^De feed is geen leesbare agenda: /) });
    expect(await appointments()).toContainEqual(expect.objectContaining({ description: 'Planning', status: 'pending' }));
  });

  it('reads a person\'s feeds again after a process died reading one (graphile-worker leaves its job locked for hours)', async () => {
    served = calendar(vevent('audit', 'Audit', at(6, 9), at(6, 11)));
    const feed = (await person.post('/v1/rpc/calendars/ics', { name: 'Audits', url: feedUrl })).json().data;
    const { rows } = await test.portal.deps.pool.query<{ user_id: string }>('SELECT user_id FROM calendar_feeds WHERE id = $1', [feed.id]);
    const utils = await makeWorkerUtils({ connectionString: test.db.url });
    try {
      // A read of theirs as a killed process leaves it, in the calendar queue per person reads once had: locked, by a
      // worker that is gone; and the feed due again.
      const job = await utils.addJob('ics-read', { feedId: feed.id }, { queueName: `calendar:${rows[0]?.user_id}`, runAt: new Date(Date.now() + 3600_000) });
      await test.portal.deps.pool.query(
        `WITH killed AS (UPDATE graphile_worker._private_jobs SET locked_at = now(), locked_by = 'worker-killed', run_at = now() WHERE id = $1 RETURNING job_queue_id)
         UPDATE graphile_worker._private_job_queues SET locked_at = now(), locked_by = 'worker-killed' WHERE id = (SELECT job_queue_id FROM killed)`,
        [job.id],
      );
      await test.portal.deps.pool.query(`UPDATE calendar_feeds SET last_read_at = now() - interval '10 minutes' WHERE id = $1`, [feed.id]);
      served = calendar(vevent('audit', 'Audit', at(7, 9), at(7, 11)));
      await utils.addJob('ics-sweep', {});
    } finally {
      await utils.release();
    }
    const audit = async () => (await appointments()).find((row: { description: string }) => row.description === 'Audit')?.started_at;
    await expect.poll(audit, { timeout: 15_000 }).toBe(DateTime.fromFormat(at(7, 9), "yyyyMMdd'T'HHmmss'Z'", { zone: 'utc' }).toISO({ suppressMilliseconds: false }));
  });

  it('refuses a feed that cannot be read, a URL that is no http(s), and another person\'s feed', async () => {
    const missing = await person.post('/v1/rpc/calendars/ics', { name: 'Missing', url: feedUrl.replace('calendar.ics', 'missing.ics') });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ url: ['The feed answered 404.'] });
    expect((await person.post('/v1/rpc/calendars/ics', { name: 'Ftp', url: 'ftp://example.test/a.ics' })).statusCode).toBe(422);
    expect((await person.post('/v1/rpc/calendars/ics', { name: 'Not a calendar', content: 'hello' })).statusCode).toBe(422);
    const own = (await person.post('/v1/rpc/calendars/ics', { name: 'Mine', content: calendar() })).json().data;
    expect((await firm.admin.delete(`/v1/rpc/calendars/ics/${own.id}`)).statusCode).toBe(404);
  });
});
