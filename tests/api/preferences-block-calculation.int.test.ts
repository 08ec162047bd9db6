import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlockCalculationSettings } from '../../projections/preferences/queries.js';
import { anonymous, createTestOrganisation, startTestPortal, type Organisation, type Session, type TestPortal } from '../support/portal.js';

let test: TestPortal;
let firm: Organisation;
let user: Session;
let userId: string;
beforeAll(async () => {
  test = await startTestPortal();
  firm = await createTestOrganisation(test);
  user = await firm.member('user');
  userId = (await user.get('/v1/users/self')).json().data.id;
});
afterAll(async () => test.close());

const url = (id: string) => `/v1/preferences/block_calculation_settings/${id}`;

describe("a user's block calculation settings", () => {
  it('are readable by the user: the defaults, with a forced block size of 360 seconds', async () => {
    const response = await user.get(url(userId));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ user_id: userId, block_size: 60, forced_block_size: 360, round_type: 'regular', ignore_threshold: 25, default_block_size: 360 });
  });

  it("are set by an administrator, over the organisation's, and seen by the day flow", async () => {
    await firm.admin.put('/v1/preferences/client/block_calculation_settings', { block_size: 300, round_type: 'up' });
    const response = await firm.admin.put(url(userId), { forced_block_size: 900 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ forced_block_size: 900, block_size: 300, round_type: 'up' });
    expect((await user.get(url(userId))).json().data).toMatchObject({ forced_block_size: 900, block_size: 300 });
    expect(await loadBlockCalculationSettings(test.portal.deps.pool, firm.clientId, userId)).toMatchObject({ forced_block_size: 900, block_size: 300, round_type: 'up' });
    const adminId = (await firm.admin.get('/v1/users/self')).json().data.id;
    expect((await firm.admin.get(url(adminId))).json().data.forced_block_size).toBe(360);
  });

  it('are not the user’s to set, nor another user’s to read (403)', async () => {
    const colleague = await firm.member('manager');
    const colleagueId = (await colleague.get('/v1/users/self')).json().data.id;
    for (const response of [
      await user.put(url(userId), { forced_block_size: 60 }),
      await user.put('/v1/preferences/block_calculation_settings', { block_size: 60 }),
      await user.get(url(colleagueId)),
    ]) {
      expect([response.statusCode, response.json().code]).toEqual([403, 'forbidden']);
    }
    expect((await user.get(url(userId))).json().data.forced_block_size).toBe(900);
    expect((await (await anonymous(test.app)).get(url(userId))).statusCode).toBe(401);
  });

  it("of another organisation's users, or of nobody, are not found (404)", async () => {
    const other = await createTestOrganisation(test, 'Other firm');
    for (const response of [await other.admin.get(url(userId)), await other.admin.put(url(userId), { forced_block_size: 60 }), await firm.admin.get(url(crypto.randomUUID()))]) {
      expect([response.statusCode, response.json().code]).toEqual([404, 'model_not_found']);
    }
    expect((await user.get(url(userId))).json().data.forced_block_size).toBe(900);
  });

  it('are checked (422) and need a preference (no_preference_provided)', async () => {
    const invalid = await firm.admin.put(url(userId), { forced_block_size: 0, round_type: 'sideways' });
    expect(invalid.json()).toMatchObject({ code: 'validation_failed', errors: { forced_block_size: [expect.any(String)], round_type: [expect.any(String)] } });
    expect((await firm.admin.put(url(userId), {})).json().code).toBe('no_preference_provided');
    expect((await firm.admin.get(url('not-an-id'))).statusCode).toBe(422);
  });
});
