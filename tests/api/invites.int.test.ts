import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../mail/testing.js';
import { anonymous, createTestOrganisation, signIn, startTestPortal, type Organisation, type TestPortal } from '../support/portal.js';

let counter = 0;
const newEmail = () => `invited-${process.pid}-${Date.now()}-${++counter}@test.tally.example`;
const NEW_PASSWORD = 'a password of my own';
/** The secret of an invitation or verification link: it rides in the fragment. */
const tokenOf = (link: string) => new URL(link).hash.replace(/^#token=/, '');

describe('invitations', () => {
  let test: TestPortal;
  let firm: Organisation;
  let mail: MailCatcher;
  beforeAll(async () => {
    mail = await startMailCatcher();
    test = await startTestPortal({ mail: mail.mailer, integrations: { oauth: { publicUrl: 'https://tally.example.test', clients: {} } } });
    firm = await createTestOrganisation(test, 'Brink Accountants');
  });
  afterAll(async () => {
    await test.close();
    await mail.close();
  });

  const invite = async (email = newEmail(), language = 'en') => {
    const invited = await firm.admin.post('/v1/users/invite', { email, name_first: 'Iris', name_last: 'Jansen', language, role: 'manager' });
    expect(invited.statusCode).toBe(201);
    return { email, id: invited.json().data.id as string, resource: invited.json().data, link: mail.lastTo(email).link };
  };
  const accept = async (token: string, password = NEW_PASSWORD) =>
    (await anonymous(test.app)).post('/auth/invite/accept', { token, password, password_confirmation: password });

  it('mails a link in the person’s language; accepting it sets the password and verifies the email; then they sign in', async () => {
    const { email, id, resource, link } = await invite(undefined, 'de');
    expect(resource).toMatchObject({ status: 'invited', is_password_set: false, is_email_verified: false, invitation: { state: 'pending' } });
    const sent = mail.lastTo(email);
    expect(sent.subject).toBe('Ada Admin lädt Sie zu Brink Accountants in Tally ein');
    expect(link).toMatch(/^https:\/\/tally\.example\.test\/account\/new#token=[\w-]{43}$/);
    expect((await (await anonymous(test.app)).post('/auth/login', { email, password: NEW_PASSWORD })).statusCode).toBe(422);

    const accepted = await accept(tokenOf(link));

    expect(accepted.json()).toEqual({ data: { email } });
    const session = await signIn(test.app, email, NEW_PASSWORD);
    expect((await session.get('/v1/users/self')).json().data).toMatchObject({ id, role: 'manager', status: 'active', is_email_verified: true, invitation: { state: 'used' } });
    const audit = (await firm.admin.get(`/v1/audit?subject_user_id=eq:${id}`)).json().data.map((entry: { action: string }) => entry.action);
    expect(audit).toEqual(['sign_in', 'invite_accepted', 'sign_in_failed', 'user_invited']);
  });

  it('works once: the same link again answers invalid_token and the password stays', async () => {
    const { email, link } = await invite();
    expect((await accept(tokenOf(link))).statusCode).toBe(200);

    const replayed = await accept(tokenOf(link), 'someone else’s password');

    expect(replayed.statusCode).toBe(422);
    expect(replayed.json().code).toBe('invalid_token');
    await signIn(test.app, email, NEW_PASSWORD);
  });

  it('checks the password: 8 characters, and equal to its confirmation', async () => {
    const { link } = await invite();
    const session = await anonymous(test.app);
    const short = await session.post('/auth/invite/accept', { token: tokenOf(link), password: 'short', password_confirmation: 'short' });
    const unequal = await session.post('/auth/invite/accept', { token: tokenOf(link), password: NEW_PASSWORD, password_confirmation: 'something else' });
    expect(short.json().errors).toMatchObject({ password: ['Password should be at least 8 characters long'] });
    expect(unequal.json().errors).toMatchObject({ password_confirmation: ['Passwords are not equal'] });
    expect((await accept(tokenOf(link))).statusCode).toBe(200);
  });

  it('expires after 7 days; sending it again makes a new link and voids the old one', async () => {
    const { email, id, link } = await invite();
    await test.db.pool.query("UPDATE account_links SET expires_at = now() - interval '1 second' WHERE user_id = $1", [id]);
    expect((await firm.admin.get(`/v1/users/${id}`)).json().data.invitation.state).toBe('expired');
    expect((await accept(tokenOf(link))).json().code).toBe('invalid_token');

    const resent = await firm.admin.post(`/v1/users/${id}/invite`);
    const again = await firm.admin.post(`/v1/users/${id}/invite`);

    expect(resent.json().data.invitation.state).toBe('pending');
    const links = mail.mails.filter((one) => one.to.includes(email)).map((one) => one.link);
    expect(new Set(links).size).toBe(3);
    expect((await accept(tokenOf(links[1]!))).json().code).toBe('invalid_token');
    expect(again.json().data.invitation.state).toBe('pending');
    expect((await accept(tokenOf(links[2]!))).statusCode).toBe(200);
    expect((await firm.admin.post(`/v1/users/${id}/invite`)).json().code).toBe('precondition_failed');
  });

  it('withdrawn, the link no longer works; the person stays invited until deleted, which frees their address', async () => {
    const { email, id, link } = await invite();

    const withdrawn = await firm.admin.delete(`/v1/users/${id}/invite`);

    expect(withdrawn.json().data).toMatchObject({ status: 'invited', invitation: { state: 'voided' } });
    expect((await accept(tokenOf(link))).json().code).toBe('invalid_token');
    expect((await firm.admin.delete(`/v1/users/${id}`)).statusCode).toBe(204);
    expect((await firm.admin.get(`/v1/users/${id}`)).statusCode).toBe(404);
    expect((await invite(email)).resource.status).toBe('invited');
  });

  it('an archived person’s invitation no longer works', async () => {
    const { id, link } = await invite();
    const member = await firm.member('user');
    expect((await member.post(`/v1/users/${id}/invite`)).statusCode).toBe(403);
    // Archiving someone who never accepted deletes them; their link goes with them.
    expect((await firm.admin.delete(`/v1/users/${id}`)).statusCode).toBe(204);
    expect((await accept(tokenOf(link))).json().code).toBe('invalid_token');
  });

  it('adds nobody when the invitation mail cannot be sent', async () => {
    const down = await startMailCatcher();
    await down.close();
    const broken = await startTestPortal({ mail: down.mailer });
    try {
      const admin = (await createTestOrganisation(broken)).admin;
      const email = newEmail();

      const refused = await admin.post('/v1/users/invite', { email, name_first: 'Iris', name_last: 'Jansen' });

      expect(refused.statusCode).toBe(500);
      expect(refused.json().code).toBe('api_service_error');
      expect((await admin.get(`/v1/users?email=eq:${email}`)).json().data).toEqual([]);
    } finally {
      await broken.close();
    }
  });

  it('verifies a person’s email address through a mailed link, once', async () => {
    const member = await firm.member('user');
    const self = (await member.get('/v1/users/self')).json().data;
    expect(self.is_email_verified).toBe(false);

    expect((await member.post('/v1/users/verify-email')).statusCode).toBe(204);
    const { link } = mail.lastTo(self.email);
    expect(link).toMatch(/^https:\/\/tally\.example\.test\/account#token=/);
    const verify = () => anonymous(test.app).then((session) => session.put('/v1/users/verify-email', { token: tokenOf(link) }));

    expect((await verify()).statusCode).toBe(204);
    expect((await member.get('/v1/users/self')).json().data.is_email_verified).toBe(true);
    expect((await verify()).json().code).toBe('invalid_token');
  });
});
