import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthSettings, signInWith } from '../support/connect.js';
import { bookingTargets, publishDay, startPushPortal } from '../support/push-portal.js';
import { TeamleaderFake, teamleaderIds } from '../../integrations/testing/teamleader-server.js';
import { createTestOrganisation, type Organisation } from '../support/portal.js';

let test: Awaited<ReturnType<typeof startPushPortal>>;
let teamleader: TeamleaderFake;
let firm: Organisation;

const defaultWorkType = { name: 'default_work_type_id', label: 'Default work type', type: 'select', required: false };
const meta = async (system: string) => (await firm.admin.post('/v1/rpc/integration/crm/settings/meta', { system })).json().data;

beforeAll(async () => {
  teamleader = await TeamleaderFake.start({ rateLimit: false });
  test = await startPushPortal({ oauth: oauthSettings({ teamleader }) });
  firm = await createTestOrganisation(test, 'Settings firm');
});
afterAll(async () => {
  await test.close();
  expect(teamleader.server.violations()).toEqual([]);
  await teamleader.server.close();
});

describe('connection settings (api-contract §7.13 integration/crm/settings)', () => {
  it('lists the settings per system: none for Harvest and Xero; Teamleader a default work type, its choices once connected', async () => {
    expect(await meta('harvest')).toEqual({ system: 'harvest', fields: [] });
    expect(await meta('xero')).toEqual({ system: 'xero', fields: [] });
    expect(await meta('teamleader')).toEqual({ system: 'teamleader', fields: [defaultWorkType] });
    const none = await firm.admin.post('/v1/rpc/integration/crm/settings', {});
    expect([none.statusCode, none.json().code]).toEqual([412, 'precondition_failed']);

    expect((await signInWith(firm.admin, 'crm', 'teamleader')).statusCode).toBe(200);
    expect((await firm.admin.post('/v1/rpc/services/crm/confirm')).json().data.status).toBe('active');
    expect(await meta('teamleader')).toEqual({ system: 'teamleader', fields: [{ ...defaultWorkType, options: [{ id: teamleaderIds.workType, name: 'Consultancy' }] }] });
  });

  it('stores a work type Teamleader offers and reads it back; refuses one it does not (422) and unknown settings', async () => {
    expect((await firm.admin.post('/v1/rpc/integration/crm/settings', {})).json().data).toEqual({ system: 'teamleader', settings: {} });
    const stored = await firm.admin.post('/v1/rpc/integration/crm/settings', { settings: { default_work_type_id: teamleaderIds.workType } });
    expect([stored.statusCode, stored.json().data]).toEqual([200, { system: 'teamleader', settings: { default_work_type_id: teamleaderIds.workType } }]);

    const unknown = await firm.admin.post('/v1/rpc/integration/crm/settings', { settings: { default_work_type_id: 'd0c1b2a3-0000-4000-8000-00000000dead', colour: 'red' } });
    expect([unknown.statusCode, unknown.json().code, Object.keys(unknown.json().errors).sort()]).toEqual([422, 'validation_failed', ['settings.colour', 'settings.default_work_type_id']]);
    expect((await firm.admin.post('/v1/rpc/integration/crm/settings', {})).json().data.settings).toEqual({ default_work_type_id: teamleaderIds.workType });
  });

  it('is for administrators: a user gets 403 reading or storing', async () => {
    const user = await firm.member('user');
    for (const body of [{}, { settings: { default_work_type_id: teamleaderIds.workType } }]) {
      const answer = await user.post('/v1/rpc/integration/crm/settings', body);
      expect([answer.statusCode, answer.json().code]).toEqual([403, 'forbidden']);
    }
  });

  it('books Teamleader time without a mapped working code on the default work type', async () => {
    const user = await firm.member('user');
    const targets = await bookingTargets(firm.admin, 'Default type');
    await firm.admin.post('/v1/rpc/external-crm/dimensions', { dimension_id: targets.subproject, external_id: teamleaderIds.milestone });
    await publishDay(user, '2026-03-09', [{ from: '09:00', to: '10:00', ...targets, description: 'Default type work' }]);
    const entries = () => teamleader.data.entries.filter((e) => e.description?.startsWith('Default type work'));
    await expect.poll(() => entries().length, { timeout: 15_000 }).toBe(1);
    expect(entries()[0]!.work_type_id).toBe(teamleaderIds.workType);
  });
});
