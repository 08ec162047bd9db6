import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrganisation, signIn, startTestPortal, TEST_PASSWORD, type Organisation, type TestPortal } from '../support/portal.js';

let counter = 0;
const newEmail = () => `rights-${process.pid}-${Date.now()}-${++counter}@test.tally.example`;

/** Lowering a person's rights asks why (product-spec §3 and §6): the user-rights call (PUT /v1/users/{id}). */
describe('a person’s rights', () => {
  let test: TestPortal;
  let firm: Organisation;
  beforeAll(async () => {
    test = await startTestPortal();
    firm = await createTestOrganisation(test, 'Firm of rights');
  });
  afterAll(async () => test.close());

  const personWithRole = async (role: 'manager' | 'admin') => {
    const email = newEmail();
    const created = await firm.admin.post('/v1/users', { name_first: 'Bram', name_last: 'de Wit', email, password: TEST_PASSWORD, role });
    expect(created.statusCode).toBe(201);
    return { id: created.json<{ data: { id: string } }>().data.id, email };
  };
  const roleOf = async (id: string) => (await firm.admin.get(`/v1/users/${id}`)).json<{ data: { role: string } }>().data.role;
  const roleChanges = async (id: string) =>
    (await firm.admin.get(`/v1/audit?action=eq:role_changed&subject_user_id=eq:${id}`)).json<{ data: Array<{ details: object }> }>().data.map((entry) => entry.details);

  it('refuses a downgrade without a reason: 422 on the reason field, and the role stays', async () => {
    const { id } = await personWithRole('admin');

    for (const body of [{ role: 'manager' }, { role: 'user' }, { is_admin: false }]) {
      const refused = await firm.admin.put(`/v1/users/${id}`, { ...body, name_first: 'Not saved' });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'validation_failed', title: 'Please check all fields and try again', errors: { reason: ['Say why this person gets fewer rights.'] } });
    }

    expect(await roleOf(id)).toBe('admin');
    expect((await firm.admin.get(`/v1/users/${id}`)).json().data.name_first).toBe('Bram');
    expect(await roleChanges(id)).toEqual([]);
  });

  it('downgrades with one of the reasons, which the audit log keeps; the person’s next call has the lower role', async () => {
    const { id, email } = await personWithRole('admin');
    const session = await signIn(test.app, email, TEST_PASSWORD);
    expect((await session.get('/v1/audit')).statusCode).toBe(200);

    const lowered = await firm.admin.put(`/v1/users/${id}`, { role: 'manager', reason: 'performance' });
    expect(lowered.json().data).toMatchObject({ role: 'manager', is_admin: false, is_manager: true });
    expect((await session.get('/v1/audit')).statusCode).toBe(403);
    await firm.admin.put(`/v1/users/${id}`, { role: 'user', reason: 'efficiency' });

    expect(await roleChanges(id)).toEqual(
      expect.arrayContaining([
        { from: 'admin', to: 'manager', reason: 'performance' },
        { from: 'manager', to: 'user', reason: 'efficiency' },
      ]),
    );
  });

  it('takes only the contract’s reasons', async () => {
    const { id } = await personWithRole('manager');
    const refused = await firm.admin.put(`/v1/users/${id}`, { role: 'user', reason: 'bored' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty('reason');
    expect(await roleOf(id)).toBe('manager');
  });

  it('asks no reason to give more rights or to change only the name', async () => {
    const { id } = await personWithRole('manager');
    expect((await firm.admin.put(`/v1/users/${id}`, { name_first: 'Bas' })).statusCode).toBe(200);
    expect((await firm.admin.put(`/v1/users/${id}`, { role: 'manager' })).statusCode).toBe(200);
    expect((await firm.admin.put(`/v1/users/${id}`, { role: 'admin' })).json().data.role).toBe('admin');
    expect(await roleChanges(id)).toEqual([{ from: 'manager', to: 'admin' }]);
  });
});
