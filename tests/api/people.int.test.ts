import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, createTestOrganisation, signIn, startTestPortal, TEST_PASSWORD, type Organisation, type Session, type TestPortal } from '../support/portal.js';

let counter = 0;
const newEmail = (prefix = 'person') => `${prefix}-${process.pid}-${Date.now()}-${++counter}@test.tally.example`;
const person = (email = newEmail()) => ({ name_first: 'Piet', name_prefix: 'de', name_last: 'Vries', email, password: TEST_PASSWORD, language: 'en' });

describe('the people of a firm', () => {
  let test: TestPortal;
  let firm: Organisation;
  let other: Organisation;
  beforeAll(async () => {
    test = await startTestPortal();
    firm = await createTestOrganisation(test, 'Firm A');
    other = await createTestOrganisation(test, 'Firm B');
  });
  afterAll(async () => test.close());

  const create = async (admin: Session, body: object = person()) => {
    const created = await admin.post('/v1/users', body);
    expect(created.statusCode).toBe(201);
    return created.json().data as { id: string; email: string };
  };
  const auditOf = async (id: string) => (await firm.admin.get(`/v1/audit?subject_user_id=eq:${id}`)).json().data as Array<{ action: string; details: object }>;

  it('adds a person with a password, who then signs in; lists and reads them', async () => {
    const body = person();
    const created = await create(firm.admin, { ...body, role: 'manager' });

    const session = await signIn(test.app, body.email, TEST_PASSWORD);
    expect((await session.get('/v1/users/self')).json().data).toMatchObject({ id: created.id, name_full: 'Piet de Vries', role: 'manager', status: 'active', is_password_set: true });
    expect((await firm.admin.get(`/v1/users/${created.id}`)).json().data).toMatchObject({ email: body.email, invitation: null });
    const listed = (await firm.admin.get(`/v1/users?email=eq:${body.email}`)).json().data;
    expect(listed).toEqual([expect.objectContaining({ id: created.id })]);
    expect(await auditOf(created.id)).toContainEqual(expect.objectContaining({ action: 'user_created', details: { role: 'manager' } }));
  });

  it('refuses an email address already in use with precondition_failed, in any firm and any case', async () => {
    const body = person();
    await create(other.admin, body);

    const again = await firm.admin.post('/v1/users', { ...body, email: body.email.toUpperCase() });

    expect(again.statusCode).toBe(412);
    expect(again.json()).toMatchObject({ code: 'precondition_failed', errors: { email: [expect.any(String)] } });
    expect((await firm.admin.post('/v1/users/invite', { ...body, password: undefined })).statusCode).toBe(412);
  });

  it('checks the fields: a valid email, a password of 8 characters', async () => {
    const bad = await firm.admin.post('/v1/users', { ...person('not-an-email'), password: 'short' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ email: ['Invalid email address'], password: ['Password should be at least 8 characters long'] });
  });

  it('changes a person’s role, audited with before and after; their next call has the new role', async () => {
    const body = person();
    const created = await create(firm.admin, body);
    const session = await signIn(test.app, body.email, TEST_PASSWORD);
    expect((await session.get('/v1/audit')).statusCode).toBe(403);

    const changed = await firm.admin.put(`/v1/users/${created.id}`, { is_admin: true, name_first: 'Pieter' });

    expect(changed.json().data).toMatchObject({ role: 'admin', is_admin: true, name_first: 'Pieter', name_prefix: 'de' });
    expect((await session.get('/v1/audit')).statusCode).toBe(200);
    expect(await auditOf(created.id)).toContainEqual(expect.objectContaining({ action: 'role_changed', details: { from: 'user', to: 'admin' } }));
  });

  it('lets a person change their own profile, and nobody else’s', async () => {
    const body = person();
    const created = await create(firm.admin, body);
    const session = await signIn(test.app, body.email, TEST_PASSWORD);

    const own = await session.put(`/v1/users/profile/${created.id}`, { name_first: 'Petra', language: 'de', is_onboarded: true });
    const someone = await session.put(`/v1/users/profile/${(await firm.admin.get('/v1/users/self')).json().data.id}`, { name_first: 'X' });
    const role = await session.put(`/v1/users/profile/${created.id}`, { role: 'admin' });

    expect(own.json().data).toMatchObject({ name_first: 'Petra', language: 'de', is_onboarded: true, role: 'user' });
    expect(someone.statusCode).toBe(403);
    expect(role.statusCode).toBe(422);
  });

  it('deactivates with a reason: sessions end at once, signing in answers ACCOUNT_SUSPENDED; reactivating lets them back', async () => {
    const body = person();
    const created = await create(firm.admin, body);
    const session = await signIn(test.app, body.email, TEST_PASSWORD);

    const deactivated = await firm.admin.put(`/v1/users/${created.id}/deactivate`, { reason: 'termination' });

    expect(deactivated.json().data).toMatchObject({ status: 'inactive', is_deactivated: true, deactivation_reason: 'termination' });
    expect((await session.get('/v1/users/self')).statusCode).toBe(401);
    const again = await signIn(test.app, body.email, TEST_PASSWORD);
    expect((await again.get('/v1/users/self')).json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
    expect((await firm.admin.put(`/v1/users/${created.id}/deactivate`, { reason: 'bored' })).statusCode).toBe(422);

    expect((await firm.admin.put(`/v1/users/${created.id}/reactivate`)).json().data).toMatchObject({ status: 'active', deactivation_reason: null });
    expect((await again.get('/v1/users/self')).statusCode).toBe(200);
    expect((await auditOf(created.id)).map((entry) => entry.action)).toEqual(expect.arrayContaining(['user_deactivated', 'user_reactivated']));
  });

  it('archives (DELETE) and restores (PATCH): archived, a person cannot sign in and is listed only on asking', async () => {
    const body = person();
    const created = await create(firm.admin, body);

    const archived = await firm.admin.delete(`/v1/users/${created.id}`);

    expect(archived.json().data).toMatchObject({ is_deleted: true, deleted_at: expect.any(String) });
    expect((await (await anonymous(test.app)).post('/auth/login', { email: body.email, password: TEST_PASSWORD })).statusCode).toBe(422);
    expect((await firm.admin.get(`/v1/users?email=eq:${body.email}`)).json().data).toEqual([]);
    expect((await firm.admin.get(`/v1/users?email=eq:${body.email}&is_deleted=bool:true`)).json().data).toHaveLength(1);

    expect((await firm.admin.patch(`/v1/users/${created.id}`)).json().data).toMatchObject({ is_deleted: false });
    expect((await signIn(test.app, body.email, TEST_PASSWORD).then((s) => s.get('/v1/users/self'))).statusCode).toBe(200);
  });

  it('never leaves a firm without an active administrator: precondition_failed', async () => {
    const lone = await createTestOrganisation(test, 'Firm of one');
    const adminId = (await lone.admin.get('/v1/users/self')).json().data.id;

    for (const attempt of [
      () => lone.admin.put(`/v1/users/${adminId}`, { role: 'user', reason: 'other' }),
      () => lone.admin.put(`/v1/users/${adminId}/deactivate`, { reason: 'other' }),
      () => lone.admin.delete(`/v1/users/${adminId}`),
    ]) {
      const refused = await attempt();
      expect(refused.statusCode).toBe(412);
      expect(refused.json().code).toBe('precondition_failed');
    }
    expect((await lone.admin.get('/v1/users/self')).json().data).toMatchObject({ role: 'admin', status: 'active', is_deleted: false });
  });

  it('answers 403 to an ordinary user or a manager on every administrator call', async () => {
    const target = await create(firm.admin);
    const calls: Array<[string, string, object?]> = [
      ['GET', '/v1/users'],
      ['GET', `/v1/users/${target.id}`],
      ['POST', '/v1/users', person()],
      ['PUT', `/v1/users/${target.id}`, { role: 'admin' }],
      ['PUT', `/v1/users/${target.id}/deactivate`, { reason: 'other' }],
      ['PUT', `/v1/users/${target.id}/reactivate`],
      ['DELETE', `/v1/users/${target.id}`],
      ['PATCH', `/v1/users/${target.id}`],
      ['POST', '/v1/users/invite', { ...person(), password: undefined }],
      ['POST', `/v1/users/${target.id}/invite`],
      ['DELETE', `/v1/users/${target.id}/invite`],
      ['GET', '/v1/audit'],
    ];
    for (const role of ['user', 'manager'] as const) {
      const caller = await firm.member(role);
      for (const [method, url, payload] of calls) {
        const answer = await caller.request({ method, url, ...(payload ? { payload } : {}) });
        expect({ role, method, url, status: answer.statusCode }).toEqual({ role, method, url, status: 403 });
      }
    }
    expect((await firm.admin.get(`/v1/users/${target.id}`)).json().data).toMatchObject({ role: 'user', status: 'active', is_deleted: false });
  });

  it('names everyone of the firm to its managers (GET /v1/users/team), not to ordinary users', async () => {
    const body = person();
    const created = await create(firm.admin, body);
    const manager = await firm.member('manager');

    const team = (await manager.get('/v1/users/team')).json().data;

    expect(team).toContainEqual({ id: created.id, name_full: 'Piet de Vries', is_active: true });
    expect((await (await firm.member('user')).get('/v1/users/team')).statusCode).toBe(403);
    await firm.admin.put(`/v1/users/${created.id}/deactivate`, { reason: 'price' });
    expect((await manager.get('/v1/users/team')).json().data).toContainEqual({ id: created.id, name_full: 'Piet de Vries', is_active: false });
  });

  it('answers 404 to firm A’s administrator on firm B’s people, and changes nothing', async () => {
    const body = person();
    const theirs = await create(other.admin, body);
    const before = (await other.admin.get(`/v1/users/${theirs.id}`)).json().data;
    const calls: Array<[string, string, object?]> = [
      ['GET', `/v1/users/${theirs.id}`],
      ['PUT', `/v1/users/${theirs.id}`, { role: 'admin', name_first: 'Taken' }],
      ['PUT', `/v1/users/${theirs.id}/deactivate`, { reason: 'other' }],
      ['PUT', `/v1/users/${theirs.id}/reactivate`],
      ['DELETE', `/v1/users/${theirs.id}`],
      ['PATCH', `/v1/users/${theirs.id}`],
      ['POST', `/v1/users/${theirs.id}/invite`],
      ['DELETE', `/v1/users/${theirs.id}/invite`],
    ];
    for (const [method, url, payload] of calls) {
      const answer = await firm.admin.request({ method, url, ...(payload ? { payload } : {}) });
      expect({ method, url, status: answer.statusCode }).toEqual({ method, url, status: 404 });
    }
    expect((await other.admin.get(`/v1/users/${theirs.id}`)).json().data).toEqual(before);
    expect((await signIn(test.app, body.email, TEST_PASSWORD).then((s) => s.get('/v1/users/self'))).statusCode).toBe(200);
  });
});
