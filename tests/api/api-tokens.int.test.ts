import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact, createDimension, register } from '../support/day-flow.js';
import { Detector, tokenOf } from '../support/detectors.js';
import { createTestOrganisation, startTestPortal, type Organisation, type Session, type TestPortal } from '../support/portal.js';

describe('API tokens', () => {
  let test: TestPortal;
  let firm: Organisation;
  beforeAll(async () => {
    test = await startTestPortal();
    firm = await createTestOrganisation(test);
  });
  afterAll(async () => test.close());

  const tokensOf = async (session: Session, query = '') => (await session.get(`/v1/auth/tokens${query}`)).json();

  it('shows a new token’s secret once: the list never has it, and the table keeps only its SHA-256', async () => {
    const person = await firm.member('user');

    const created = await person.post('/v1/auth/tokens', { name: 'Laptop watchers', abilities: ['detections:write', 'read'] });

    expect(created.statusCode).toBe(201);
    const { token, ...resource } = created.json().data;
    expect(token).toMatch(/^tly_[\w-]{43}$/);
    expect(resource).toMatchObject({ name: 'Laptop watchers', abilities: ['detections:write', 'read'], last_used_at: null, deleted_at: null });
    const listed = (await tokensOf(person)).data;
    expect(listed).toEqual([resource]);
    expect(JSON.stringify(listed)).not.toContain(token);
    const { rows } = await test.db.pool.query('SELECT * FROM api_tokens WHERE id = $1', [resource.id]);
    expect(rows[0].token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows[0])).not.toContain(token.slice(4));
  });

  it('lists only the person’s own tokens, 20 a page, sorted by name whatever its case', async () => {
    const person = await firm.member('user');
    const names = Array.from({ length: 23 }, (_, n) => `${n % 2 ? 'beta' : 'Alpha'} ${String(n).padStart(2, '0')}`);
    for (const name of names) await tokenOf(person, ['read'], name);
    await tokenOf(await firm.member('user'), ['read'], 'Alpha of someone else');

    const first = await tokensOf(person);
    const second = await tokensOf(person, '?page=2');

    const sorted = [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    expect(first.data.map((t: { name: string }) => t.name)).toEqual(sorted.slice(0, 20));
    expect(second.data.map((t: { name: string }) => t.name)).toEqual(sorted.slice(20));
    expect(first.meta.pagination).toMatchObject({ count: 20, total: 23, per_page: 20, current_page: 1, total_pages: 2 });
  });

  it('revokes at once: the next call with the token answers 401, the list shows it only among the revoked', async () => {
    const person = await firm.member('user');
    const token = await tokenOf(person, ['read']);
    const detector = new Detector(test.app, token);
    expect((await detector.get('/v1/days')).statusCode).toBe(200);
    const [listed] = (await tokensOf(person)).data;

    const revoked = await person.delete(`/v1/auth/tokens/${listed.id}`);

    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.deleted_at).toEqual(expect.any(String));
    const refused = await detector.get('/v1/days');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'unauthenticated' });
    expect((await tokensOf(person)).data).toEqual([]);
    expect((await tokensOf(person, '?status=eq:revoked')).data).toEqual([expect.objectContaining({ id: listed.id })]);
  });

  it('does not revoke another person’s token: 404, and it keeps working', async () => {
    const owner = await firm.member('user');
    const token = await tokenOf(owner, ['read']);
    const [listed] = (await tokensOf(owner)).data;

    const attempt = await firm.admin.delete(`/v1/auth/tokens/${listed.id}`);

    expect(attempt.statusCode).toBe(404);
    expect((await new Detector(test.app, token).get('/v1/days')).statusCode).toBe(200);
  });

  it('hands a detector a token with both abilities, named after its device', async () => {
    const person = await firm.member('user');

    const handed = await person.post('/v1/auth/tokens/transfer', { device_name: 'MacBook-Pro', kind: 'native' });

    expect(handed.statusCode).toBe(201);
    expect(handed.json().data).toMatchObject({ name: 'MacBook-Pro (agent)', abilities: ['detections:write', 'read'], token: expect.stringMatching(/^tly_/) });
    expect((await new Detector(test.app, handed.json().data.token).get('/api/0/info')).statusCode).toBe(200);
  });

  it('notes when a token was last used', async () => {
    const person = await firm.member('user');
    await new Detector(test.app, await tokenOf(person, ['read'])).get('/v1/days');

    await expect.poll(async () => (await tokensOf(person)).data[0].last_used_at).toEqual(expect.any(String));
  });
});

describe('calls with an API token', () => {
  let test: TestPortal;
  let firm: Organisation;
  beforeAll(async () => {
    test = await startTestPortal();
    firm = await createTestOrganisation(test);
  });
  afterAll(async () => test.close());

  it('read the person’s own days, activities, day overview and reports with the read ability, without cookie or CSRF header', async () => {
    const reader = new Detector(test.app, await tokenOf(firm.admin, ['read']));

    for (const url of ['/v1/days', '/v1/activities', '/v1/logs']) expect((await reader.get(url)).statusCode, url).toBe(200);
    expect((await reader.post('/v1/rpc/activities/overview', { date: '2026-03-02' })).statusCode).toBe(200);
    const report = await reader.post('/v1/rpc/reports/interval/sources', { start: '2026-01-01', end: '2026-03-31', group_by: 'month' });
    expect(report.statusCode, report.body).toBe(200);
  });

  it('are refused without the ability the call needs, and where no token is taken', async () => {
    const writer = new Detector(test.app, await tokenOf(firm.admin, ['detections:write']));
    const reader = new Detector(test.app, await tokenOf(firm.admin, ['read']));

    expect((await writer.get('/v1/days')).json()).toMatchObject({ status: 403, code: 'forbidden' });
    expect((await reader.get('/api/0/buckets/')).statusCode).toBe(403);
    expect((await reader.get('/v1/contacts')).statusCode).toBe(403);
    const minted = await reader.post('/v1/auth/tokens', { name: 'Made by a token', abilities: ['read'] });
    expect(minted.statusCode).toBe(403);
    expect((await firm.admin.get('/v1/auth/tokens?name=eq:Made by a token')).json().data).toEqual([]);
  });

  it('never fall back to the cookie: an unknown token with a live session cookie is 401', async () => {
    const cookie = `tally_session=${firm.admin.cookie('tally_session')}`;

    const answer = await test.app.inject({ method: 'GET', url: '/v1/days', headers: { cookie, authorization: 'Bearer tly_not-a-token' } });

    expect(answer.statusCode).toBe(401);
  });

  it('read only the person’s own data: a manager’s token does not see the published days the manager sees signed in', async () => {
    const colleague = await firm.member('user');
    const activity = await register(colleague, '08:00', '09:00', { contact_id: await createContact(firm.admin, 'Garage Verhoeven') });
    const booked = await colleague.post('/v1/rpc/logs/assign-dimensions', { logs: [activity.id], slots: { project_id: await createDimension(firm.admin, 1, 'Onderhoud') } });
    expect(booked.statusCode, booked.body).toBe(200);
    expect((await colleague.post('/v1/rpc/days/publish', { day_id: activity.day_id, confirm: true })).json().data.status).toBe('published');
    const manager = await firm.member('manager');
    await expect.poll(async () => (await manager.get('/v1/days')).json().data.map((day: { id: string }) => day.id)).toContain(activity.day_id);

    const days = await new Detector(test.app, await tokenOf(manager, ['read'])).get('/v1/days');

    expect(days.statusCode).toBe(200);
    expect(days.json().data).toEqual([]);
  });
});
