import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../api/plugins/authentication.js';
import { TestClock } from '../support/two-factor.js';
import { anonymous, createTestOrganisation, startTestPortal, type Organisation, type Session, type TestPortal } from '../support/portal.js';

/** Impersonation (api-contract §7.2, product-spec §2): an administrator acts as a person of their own firm, and comes back. */
let test: TestPortal;
let firm: Organisation;
let otherFirm: Organisation;
const clock = new TestClock();

beforeAll(async () => {
  test = await startTestPortal({ clock: clock.now });
  firm = await createTestOrganisation(test);
  otherFirm = await createTestOrganisation(test, 'Other firm');
});

afterAll(async () => {
  await test?.close();
});

const idOf = async (session: Session) => (await session.get('/v1/users/self')).json().data.id as string;

/** A fresh administrator of the firm and a person of it. */
async function adminAndPerson() {
  const admin = await firm.member('admin');
  const person = await firm.member('user');
  return { admin, adminId: await idOf(admin), person, personId: await idOf(person) };
}

async function auditActions(subject: string) {
  const { rows } = await test.portal.deps.pool.query(`SELECT action, actor_user_id, details FROM audit_log WHERE subject_user_id = $1 AND action LIKE 'impersonation_%' ORDER BY id`, [subject]);
  return rows;
}

describe('acting as a person of the firm', () => {
  it('makes the session the person’s, remembering the administrator, and comes back with a new session', async () => {
    const { admin, adminId, personId } = await adminAndPerson();
    const before = admin.cookie(SESSION_COOKIE);
    const started = await admin.post('/v1/auth/impersonate', { user_id: personId });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data).toMatchObject({ id: personId, impersonator: { id: adminId, name_full: 'Uma admin' } });
    expect(admin.cookie(SESSION_COOKIE)).not.toBe(before);
    expect((await admin.get('/v1/users/self')).json().data).toMatchObject({ id: personId, impersonator: { id: adminId } });

    const stopped = await admin.post('/v1/auth/impersonate/stop');
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect((await admin.get('/v1/users/self')).json().data).toMatchObject({ id: adminId, impersonator: null });
    expect((await auditActions(personId)).map((row) => [row.action, row.actor_user_id])).toEqual([
      ['impersonation_started', adminId],
      ['impersonation_stopped', adminId],
    ]);
  });

  it('records both people in the metadata of every command given meanwhile', async () => {
    const { admin, adminId, personId } = await adminAndPerson();
    await admin.post('/v1/auth/impersonate', { user_id: personId });
    const created = await admin.post('/v1/contacts', { name: `Acted ${personId}` });
    expect(created.statusCode, created.body).toBe(201);
    const { rows } = await test.portal.deps.pool.query(`SELECT metadata FROM events WHERE data->>'name' = $1`, [`Acted ${personId}`]);
    expect(rows.map((row) => row.metadata)).toEqual([expect.objectContaining({ user_id: personId, impersonator_id: adminId })]);
  });

  it('refuses what only the person may do: their API tokens, password, two-factor and linked sign-ins, and another impersonation', async () => {
    const { admin, personId } = await adminAndPerson();
    await admin.post('/v1/auth/impersonate', { user_id: personId });
    const refused = [
      await admin.post('/v1/auth/tokens', { name: 'mine now', abilities: ['activities'] }),
      await admin.put('/auth/user/password', { password_current: 'x', password_new: 'a new password', password_repeat: 'a new password' }),
      await admin.post('/auth/user/two-factor-authentication'),
      await admin.post('/auth/google', {}),
      await admin.post('/v1/auth/impersonate', { user_id: personId }),
    ];
    expect(refused.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403, 403]);
  });

  it('is for administrators, within their own firm, and not as themselves or another administrator', async () => {
    const { admin, adminId, person, personId } = await adminAndPerson();
    const stranger = await idOf(otherFirm.admin);
    const answers = [
      await person.post('/v1/auth/impersonate', { user_id: adminId }),
      await person.post('/v1/auth/impersonate/link', { user_id: adminId }),
      await admin.post('/v1/auth/impersonate', { user_id: adminId }),
      await admin.post('/v1/auth/impersonate', { user_id: await idOf(firm.admin) }),
      await admin.post('/v1/auth/impersonate', { user_id: stranger }),
      await admin.post('/v1/auth/impersonate/link', { user_id: stranger }),
    ];
    expect(answers.map((answer) => [answer.statusCode, answer.json().code])).toEqual([
      [403, 'forbidden'],
      [403, 'forbidden'],
      [403, 'forbidden'],
      [403, 'forbidden'],
      [404, 'model_not_found'],
      [404, 'model_not_found'],
    ]);
    // Nothing changed: each is still themselves.
    expect(await idOf(admin)).toBe(adminId);
    expect(await idOf(person)).toBe(personId);
    expect(await auditActions(stranger)).toEqual([]);
  });

  it('answers precondition_failed to stop when nobody is acting as someone', async () => {
    const answer = await (await firm.member('user')).post('/v1/auth/impersonate/stop');
    expect([answer.statusCode, answer.json().code]).toEqual([412, 'precondition_failed']);
  });
});

describe('the login_token link (product-spec §2)', () => {
  it('signs another browser in as the person, acting as the administrator, once', async () => {
    const { admin, adminId, personId } = await adminAndPerson();
    const link = await admin.post('/v1/auth/impersonate/link', { user_id: personId });
    expect(link.statusCode, link.body).toBe(200);
    const token = new URL(link.json().data.url as string).searchParams.get('login_token')!;
    // The administrator's own session is untouched.
    expect(await idOf(admin)).toBe(adminId);

    const browser = await anonymous(test.app);
    const redeemed = await browser.post('/auth/login-token', { login_token: token });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect((await browser.get('/v1/users/self')).json().data).toMatchObject({ id: personId, impersonator: { id: adminId } });
    // Making the link is audited, and using it.
    expect((await auditActions(personId)).map((row) => [row.action, row.details.via])).toEqual([
      ['impersonation_link_created', undefined],
      ['impersonation_started', 'link'],
    ]);

    const again = await (await anonymous(test.app)).post('/auth/login-token', { login_token: token });
    expect([again.statusCode, again.json().code]).toEqual([422, 'invalid_token']);
  });

  it('is refused once expired, and when the token is unknown', async () => {
    const { admin, personId } = await adminAndPerson();
    const link = await admin.post('/v1/auth/impersonate/link', { user_id: personId });
    const token = new URL(link.json().data.url as string).searchParams.get('login_token')!;
    clock.advance(6 * 60);
    const browser = await anonymous(test.app);
    expect((await browser.post('/auth/login-token', { login_token: token })).json().code).toBe('invalid_token');
    expect((await browser.post('/auth/login-token', { login_token: 'made-up' })).json().code).toBe('invalid_token');
    expect((await browser.get('/v1/users/self')).statusCode).toBe(401);
  });
});
