import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, createTestOrganisation, startTestPortal, type Organisation, type TestPortal } from '../support/portal.js';

let test: TestPortal;
let firm: Organisation;
beforeAll(async () => {
  test = await startTestPortal();
  firm = await createTestOrganisation(test, 'Organisation firm');
});
afterAll(async () => test.close());

const audit = async (clientId: string, action: string) =>
  (await test.portal.deps.pool.query<{ details: Record<string, unknown> }>('SELECT details FROM audit_log WHERE client_id = $1 AND action = $2 ORDER BY id', [clientId, action])).rows.map((row) => row.details);

const companyData = { debit_name: 'Van Dijk Accountants B.V.', debit_iban: 'nl91 abna 0417 1643 00', debit_bic: 'ABNANL2A', debit_email: 'finance@vandijk.example', debit_btw: 'NL123456789B01', activation_confirmed: true };

describe("the organisation's details (PUT /v1/clients)", () => {
  it('are changed by an administrator, read back, and audited with the fields that changed', async () => {
    const details = { name: 'Van Dijk Accountants', email: 'info@vandijk.example', website: 'https://vandijk.example', phone: '+31 20 123 4567', address: 'Keizersgracht 1', address_extra: '', postal: '1015 AA', city: 'Amsterdam', country: 'nl' };
    const response = await firm.admin.put('/v1/clients', details);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ ...details, address_extra: null, country: 'NL', status: 'trial', is_onboarded: false, company_data: null });
    expect((await firm.admin.get('/v1/clients')).json().data).toMatchObject({ name: 'Van Dijk Accountants', city: 'Amsterdam', country: 'NL' });
    expect((await audit(firm.clientId, 'organisation_changed')).at(-1)).toEqual({ fields: expect.arrayContaining(['name', 'email', 'website', 'city', 'country']) });
  });

  it('refuses a blank name, a bad email, website or country with field errors in the person’s language, and changes nothing', async () => {
    const before = (await firm.admin.get('/v1/clients')).json().data;
    const response = await firm.admin.request({ method: 'PUT', url: '/v1/clients', payload: { name: ' ', email: 'nope', website: 'vandijk', country: 'XX', city: 'Utrecht' }, headers: { 'accept-language': 'nl' } });
    expect([response.statusCode, response.json().code]).toEqual([422, 'validation_failed']);
    expect(response.json().errors).toEqual({
      name: ['De organisatie heeft een naam nodig.'],
      email: [expect.any(String)],
      website: ['Gebruik een webadres (https://…).'],
      country: ['Gebruik een landcode van twee letters (NL, BE, DE).'],
    });
    expect((await firm.admin.get('/v1/clients')).json().data).toEqual(before);
  });

  it('are for administrators only (403), and need a session (401)', async () => {
    const user = await firm.member('user');
    for (const response of [await user.get('/v1/clients'), await user.put('/v1/clients', { name: 'Taken over' }), await user.post('/v1/clients/onboarding', companyData), await user.post('/v1/feedback/activation_quote', { quote: 'Great' })]) {
      expect([response.statusCode, response.json().code]).toEqual([403, 'forbidden']);
    }
    expect((await (await anonymous(test.app)).put('/v1/clients', { name: 'x' })).statusCode).toBe(401);
    expect((await firm.admin.get('/v1/clients')).json().data.name).toBe('Van Dijk Accountants');
  });

  it("are each firm's own", async () => {
    const other = await createTestOrganisation(test, 'Other firm');
    await other.admin.put('/v1/clients', { city: 'Rotterdam' });
    expect((await other.admin.get('/v1/clients')).json().data).toMatchObject({ name: 'Other firm', city: 'Rotterdam' });
    expect((await firm.admin.get('/v1/clients')).json().data.city).toBe('Amsterdam');
  });
});

describe('the company data (POST /v1/clients/onboarding)', () => {
  it('refuses a wrong IBAN, BIC or VAT number and an activation not agreed to, setting nothing', async () => {
    const fresh = await createTestOrganisation(test, 'Fresh firm');
    const response = await fresh.admin.post('/v1/clients/onboarding', { ...companyData, debit_iban: 'NL92ABNA0417164300', debit_bic: 'ABNA', debit_btw: 'NL123', activation_confirmed: false, debit_name: '' });
    expect([response.statusCode, response.json().code]).toEqual([422, 'validation_failed']);
    expect(Object.keys(response.json().errors).sort()).toEqual(['activation_confirmed', 'debit_bic', 'debit_btw', 'debit_iban', 'debit_name']);
    expect(response.json().errors.debit_iban).toEqual(['This is not a valid IBAN: check the number.']);
    expect((await fresh.admin.get('/v1/clients')).json().data).toMatchObject({ company_data: null, is_onboarded: false });
    expect(await audit(fresh.clientId, 'company_data_set')).toEqual([]);
  });

  it('is set once, compacted, marks the firm onboarded and is audited without the whole account number', async () => {
    const response = await firm.admin.post('/v1/clients/onboarding', companyData);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      is_onboarded: true,
      company_data: { debit_name: 'Van Dijk Accountants B.V.', debit_iban: 'NL91ABNA0417164300', debit_bic: 'ABNANL2A', debit_btw: 'NL123456789B01', activation_confirmed: true, set_at: expect.any(String) },
    });
    expect((await firm.admin.get('/v1/clients/properties')).json().data.is_onboarded).toBe(true);
    expect(await audit(firm.clientId, 'company_data_set')).toEqual([{ account_ends_with: '4300', vat_number: 'NL123456789B01' }]);
  });

  it('answers 412 precondition_failed a second time, also to two at once, and keeps the first', async () => {
    const again = await firm.admin.post('/v1/clients/onboarding', { ...companyData, debit_iban: 'DE89370400440532013000' });
    expect([again.statusCode, again.json().code]).toEqual([412, 'precondition_failed']);
    expect(again.json().message).toMatch(/only once/);

    const racing = await createTestOrganisation(test, 'Racing firm');
    const answers = await Promise.all([racing.admin.post('/v1/clients/onboarding', companyData), racing.admin.post('/v1/clients/onboarding', { ...companyData, debit_iban: 'DE89370400440532013000' })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 412]);
    expect(await audit(racing.clientId, 'company_data_set')).toHaveLength(1);
    expect((await firm.admin.get('/v1/clients')).json().data.company_data.debit_iban).toBe('NL91ABNA0417164300');
  });
});

describe("the organisation's properties", () => {
  it('take a time zone from an administrator, audited, and refuse an unknown one or a wrong type', async () => {
    const set = await firm.admin.post('/v1/clients/properties/time_zone', { value: 'Europe/Brussels' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toEqual({ two_factor_required: false, time_zone: 'Europe/Brussels', is_onboarded: true });
    expect((await firm.admin.get('/v1/users/self')).json().data.time_zone).toBe('Europe/Brussels');
    expect((await audit(firm.clientId, 'organisation_property_changed')).at(-1)).toEqual({ key: 'time_zone', before: 'Europe/Amsterdam', after: 'Europe/Brussels' });
    for (const [key, value] of [['time_zone', 'Mars/Olympus'], ['time_zone', true], ['two_factor_required', 'yes']] as const) {
      const refused = await firm.admin.post(`/v1/clients/properties/${key}`, { value });
      expect([refused.statusCode, refused.json().code, Object.keys(refused.json().errors ?? {})]).toEqual([422, 'validation_failed', ['value']]);
    }
    expect((await firm.admin.get('/v1/clients/properties')).json().data.time_zone).toBe('Europe/Brussels');
    const user = await firm.member('user');
    expect((await user.post('/v1/clients/properties/time_zone', { value: 'UTC' })).statusCode).toBe(403);
    expect((await user.get('/v1/clients/properties')).json().data.time_zone).toBe('Europe/Brussels');
  });
});

describe('the activation quote (POST /v1/feedback/activation_quote)', () => {
  it('is kept for the firm, and an empty one is refused', async () => {
    const response = await firm.admin.post('/v1/feedback/activation_quote', { quote: '  We book our hours in half the time.  ' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ kind: 'activation_quote', quote: 'We book our hours in half the time.' });
    const empty = await firm.admin.post('/v1/feedback/activation_quote', { quote: ' ' });
    expect([empty.statusCode, Object.keys(empty.json().errors)]).toEqual([422, ['quote']]);
    const { rows } = await test.portal.deps.pool.query('SELECT text FROM feedback WHERE client_id = $1', [firm.clientId]);
    expect(rows).toEqual([{ text: 'We book our hours in half the time.' }]);
  });
});

describe('bad input to the organisation', () => {
  it('never fails the server: any JSON to PUT /v1/clients and the company data is taken or refused, and a refusal changes nothing', async () => {
    const fuzzed = await createTestOrganisation(test, 'Fuzzed firm');
    const field = fc.oneof(fc.string({ maxLength: 40 }), fc.constant(''), fc.constant(null), fc.integer(), fc.boolean(), fc.constant('NL91ABNA0417164300'), fc.constant('nl'), fc.constant('x'.repeat(600)));
    const body = fc.dictionary(fc.constantFrom('name', 'email', 'website', 'country', 'postal', 'debit_name', 'debit_iban', 'debit_bic', 'debit_email', 'debit_btw', 'activation_confirmed', 'extra'), field);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('PUT /v1/clients', 'POST /v1/clients/onboarding'), body, async (call, payload) => {
        const [method = '', url = ''] = call.split(' ');
        const before = (await fuzzed.admin.get('/v1/clients')).json().data;
        const response = await fuzzed.admin.request({ method, url, payload });
        expect([200, 412, 422], `${call} ${JSON.stringify(payload)}: ${response.body}`).toContain(response.statusCode);
        if (response.statusCode !== 200) expect((await fuzzed.admin.get('/v1/clients')).json().data).toEqual(before);
      }),
      { numRuns: 40, seed: 20_261_124 },
    );
  });
});
