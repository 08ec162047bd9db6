import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceIdFor } from '../../domain/days/index.js';
import { register, startDayFlowFirm } from '../support/day-flow.js';
import { createTestOrganisation, type Organisation, type Session, type TestPortal } from '../support/portal.js';

/** 52 sources of one person on 2026-03-02: a minute each from web hosts host-00 … host-50, and one mailbox. */
const HOSTS = Array.from({ length: 51 }, (_, i) => `host-${String(i).padStart(2, '0')}.example`);
const minute = (i: number) => `${String(6 + Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`;

interface Listed {
  id: string;
  type: string;
  identifier: string | null;
  name: string | null;
  duration: number;
}
const identifiers = (rows: Listed[]) => rows.map((row) => row.identifier);

describe('sources (GET /v1/sources)', () => {
  let test: TestPortal;
  let firm: Organisation;
  let user: Session;
  let project: string;
  beforeAll(async () => {
    ({ test, firm, user, project } = await startDayFlowFirm());
    for (const [i, host] of HOSTS.entries()) {
      // A minute each, named backwards: sorting by name is not sorting by identifier.
      await register(user, minute(i * 2), minute(i * 2 + 1), { source: { type: 'web', identifier: host, name: `Host ${50 - i}` } });
    }
    await register(user, '09:00', '09:30', { source: { type: 'email', identifier: 'ada@client.example', name: 'Ada' } });
  });
  afterAll(async () => test.close());

  it('lists a person’s sources 50 a page, sorted by identifier, in the contract’s style and react-admin’s', async () => {
    const first = await user.get('/v1/sources');
    expect(first.statusCode, first.body).toBe(200);
    expect(identifiers(first.json().data)).toEqual(['ada@client.example', ...HOSTS.slice(0, 49)]);
    expect(first.json().meta.pagination).toEqual({ count: 50, total: 52, per_page: 50, current_page: 1, total_pages: 2 });
    expect(identifiers((await user.get('/v1/sources?page=2')).json().data)).toEqual(HOSTS.slice(49));

    const reactAdmin = await user.get(`/v1/sources?range=${encodeURIComponent('[50,51]')}&sort=${encodeURIComponent('["identifier","ASC"]')}`);
    expect(identifiers(reactAdmin.json())).toEqual(HOSTS.slice(49));
    expect(reactAdmin.headers['content-range']).toBe('sources 50-51/52');

    expect(identifiers((await user.get('/v1/sources?sort=identifier:desc&limit=2')).json().data)).toEqual([HOSTS[50], HOSTS[49]]);
    expect((await user.get('/v1/sources?sort=duration:desc&limit=2')).json().data.map((row: Listed) => row.duration)).toEqual([1800, 60]);
  });

  it('answers each source with its latest name, first and last seen and seconds', async () => {
    const [source] = (await user.get('/v1/sources?identifier=eq:host-07.example')).json().data;
    expect(source).toEqual({
      id: sourceIdFor(firm.clientId, { type: 'web', identifier: 'host-07.example' }),
      type: 'web',
      identifier: 'host-07.example',
      name: 'Host 43',
      first_seen: '2026-03-02T06:14:00.000Z',
      last_seen: '2026-03-02T06:15:00.000Z',
      duration: 60,
      activity_count: 1,
    });
    const one = await user.get(`/v1/sources/${source.id}`);
    expect([one.statusCode, one.json().data]).toEqual([200, source]);
  });

  it('filters on type, identifier and name', async () => {
    expect(identifiers((await user.get('/v1/sources?type=eq:email')).json().data)).toEqual(['ada@client.example']);
    expect(identifiers((await user.get('/v1/sources?identifier=like:HOST-1')).json().data)).toEqual(HOSTS.slice(10, 20));
    expect(identifiers((await user.get('/v1/sources?name=like:host 4&type=in:web,native')).json().data)).toEqual(
      HOSTS.filter((_, i) => String(50 - i).startsWith('4')),
    );
    const reactAdmin = await user.get(`/v1/sources?filter=${encodeURIComponent('{"type":"email"}')}`);
    expect([identifiers(reactAdmin.json()), reactAdmin.headers['content-range']]).toEqual([['ada@client.example'], 'sources 0-0/1']);
    const wrong = await user.get('/v1/sources?type=eq:fax');
    expect([wrong.statusCode, wrong.json().code]).toEqual([422, 'validation_failed']);
  });

  it('counts what is left of trimmed activity and nothing of removed activity, and shows a manager published days only', async () => {
    const manager = await firm.member('manager');
    const colleague = await firm.member('user');
    const day = (hhmm: string) => `2026-03-03T${hhmm}:00Z`;
    const focus = { type: 'native', identifier: 'focus', name: 'Focus' };
    const a = await register(user, '10:00', '11:00', { started_at: day('10:00'), ended_at: day('11:00'), source: focus });
    const b = await register(user, '10:30', '11:30', { started_at: day('10:30'), ended_at: day('11:30'), source: focus });
    const id = sourceIdFor(firm.clientId, { type: 'native', identifier: 'focus' });
    expect((await user.get(`/v1/sources/${id}`)).json().data).toMatchObject({ duration: 1800 + 3600, first_seen: '2026-03-03T10:00:00.000Z', activity_count: 2 });

    expect((await user.delete(`/v1/activities/${b.id}`)).statusCode).toBe(200);
    expect((await user.get(`/v1/sources/${id}`)).json().data).toMatchObject({ duration: 1800, last_seen: '2026-03-03T10:30:00.000Z', activity_count: 1 });

    for (const viewer of [manager, colleague]) expect((await viewer.get(`/v1/sources/${id}`)).statusCode).toBe(404);
    expect(identifiers((await manager.get('/v1/sources')).json().data)).toEqual([]);

    const booked = await user.post('/v1/rpc/logs/assign-dimensions', { logs: [a.id], slots: { project_id: project } });
    expect(booked.statusCode, booked.body).toBe(200);
    expect((await user.post('/v1/rpc/days/publish', { day_id: a.day_id })).statusCode).toBe(200);
    expect((await manager.get(`/v1/sources/${id}`)).json().data).toMatchObject({ identifier: 'focus', duration: 1800 });
    expect(identifiers((await manager.get('/v1/sources')).json().data)).toEqual(['focus']);
    expect((await colleague.get(`/v1/sources/${id}`)).statusCode).toBe(404);
    expect((await colleague.get('/v1/sources')).json().meta.pagination.total).toBe(0);
  });

  it('never shows another organisation’s sources', async () => {
    const other = await createTestOrganisation(test, 'Other firm');
    const [source] = (await user.get('/v1/sources?limit=1')).json().data;
    const answer = await other.admin.get(`/v1/sources/${source.id}`);
    expect([answer.statusCode, answer.json().code]).toEqual([404, 'model_not_found']);
    expect((await other.admin.get('/v1/sources')).json().data).toEqual([]);
    // The same identifier in the other firm is a source of its own.
    const theirs = await register(other.admin, '12:00', '12:10', { source: { type: 'email', identifier: 'ada@client.example', name: 'Ada' } });
    expect(theirs.id).toBeDefined();
    const listed = (await other.admin.get('/v1/sources')).json().data;
    expect(listed.map((row: Listed) => [row.id, row.duration])).toEqual([[sourceIdFor(other.clientId, { type: 'email', identifier: 'ada@client.example' }), 600]]);
    expect((await user.get('/v1/sources?type=eq:email')).json().data.map((row: Listed) => row.duration)).toEqual([1800]);
  });
});
