import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, createTestOrganisation, startTestPortal, type Organisation, type Session, type TestPortal } from '../support/portal.js';

interface Entry {
  action: string;
  actor: { id: string } | null;
  subject: { id: string; name: string } | null;
  details: Record<string, unknown>;
  ip: string | null;
  request: string | null;
}

describe('the audit log', () => {
  let test: TestPortal;
  let firm: Organisation;
  let other: Organisation;
  beforeAll(async () => {
    test = await startTestPortal();
    firm = await createTestOrganisation(test, 'Audited firm');
    other = await createTestOrganisation(test, 'Other firm');
  });
  afterAll(async () => test.close());

  const entries = async (session: Session, query = ''): Promise<Entry[]> => {
    const response = await session.get(`/v1/audit${query}`);
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  const idOf = async (session: Session): Promise<string> => (await session.get('/v1/users/self')).json().data.id;

  it('records sign-ins and failed attempts with the address and the request’s reference, newest first', async () => {
    const email = `audited-${Date.now()}@test.tally.example`;
    const person = await firm.member('user', email);
    const personId = await idOf(person);
    const failed = await (await anonymous(test.app)).post('/auth/login', { email, password: 'not the password' });
    expect(failed.statusCode).toBe(422);

    // The refusal is recorded after its answer (so that it takes no longer than an unknown address's): read once it is.
    const listed = () => entries(firm.admin, `?subject_user_id=eq:${personId}`);
    await expect.poll(async () => (await listed())[0]?.action, { timeout: 5_000 }).toBe('sign_in_failed');
    const [latest, before] = await listed();

    expect(latest).toMatchObject({ action: 'sign_in_failed', actor: null, subject: { id: personId, name: 'Uma user' }, details: { email } });
    expect(latest?.request).toBe(failed.headers['x-request-reference']);
    expect(latest?.ip).toBe('127.0.0.1');
    expect(before).toMatchObject({ action: 'sign_in', actor: { id: personId }, subject: { id: personId } });
  });

  it('records API tokens made and revoked, by name and never their secret', async () => {
    const person = await firm.member('user');
    const personId = await idOf(person);
    const created = (await person.post('/v1/auth/tokens', { name: 'Laptop', abilities: ['read'] })).json().data;
    await person.delete(`/v1/auth/tokens/${created.id}`);

    const tokens = await entries(firm.admin, `?actor_user_id=eq:${personId}&action=in:token_created,token_revoked`);

    expect(tokens.map((entry) => [entry.action, entry.details.name])).toEqual([
      ['token_revoked', 'Laptop'],
      ['token_created', 'Laptop'],
    ]);
    expect(JSON.stringify(tokens)).not.toContain(created.token);
  });

  it('filters by time and pages', async () => {
    const since = new Date().toISOString();
    for (let n = 0; n < 3; n++) await firm.member('user');
    const page = await firm.admin.get(`/v1/audit?action=eq:sign_in&at=gte:${since}&limit=2`);
    expect(page.json().meta.pagination).toMatchObject({ count: 2, total: 3, total_pages: 2 });
    expect(await entries(firm.admin, `?at=gt:${new Date(Date.now() + 60_000).toISOString()}`)).toEqual([]);
  });

  it('shows each firm only its own entries, and only to its administrators', async () => {
    const person = await firm.member('user');
    const manager = await firm.member('manager');
    const personId = await idOf(person);

    expect(await entries(other.admin, `?subject_user_id=eq:${personId}`)).toEqual([]);
    expect((await person.get('/v1/audit')).statusCode).toBe(403);
    expect((await manager.get('/v1/audit')).statusCode).toBe(403);
  });

  it('refuses to change or remove an entry, even to the portal’s own database role', async () => {
    await expect(test.db.pool.query("UPDATE audit_log SET action = 'sign_in'")).rejects.toThrow(/append-only/);
    await expect(test.db.pool.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    await expect(test.db.pool.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
  });
});
