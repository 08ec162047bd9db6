import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayStream } from '../../domain/days/index.js';
import { createContact, createDimension, register } from '../support/day-flow.js';
import { anonymous, createTestOrganisation, startTestPortal, TEST_PASSWORD, type Session, type TestPortal } from '../support/portal.js';

const answer = (response: LightMyRequestResponse) => [response.statusCode, response.json().code];
const on = (date: string, from: string, to: string) => ({ started_at: `${date}T${from}:00Z`, ended_at: `${date}T${to}:00Z` });

describe('the day flow’s errors: status, code, and nothing changed', () => {
  let test: TestPortal;
  let user: Session;
  let colleague: Session;
  const userEmail = `day-flow-errors-${process.pid}@test.tally.example`;
  let contact: string;
  let archivedContact: string;
  let foreignContact: string;
  let project: string;
  let parent: string;
  let subproject: string;
  let archivedProject: string;
  let own: { id: string; day_id: string };
  let colleagues: { id: string; day_id: string };

  const streamLength = async (dayId: string) => (await test.portal.deps.store.readStream(dayStream(dayId))).length;
  /** Runs the calls and asserts that none of the days' streams grew. */
  async function withoutChange(dayIds: string[], calls: () => Promise<LightMyRequestResponse[]>) {
    const before = await Promise.all(dayIds.map(streamLength));
    const responses = await calls();
    expect(await Promise.all(dayIds.map(streamLength))).toEqual(before);
    return responses;
  }
  const book = async (ids: string[], slots: unknown = { project_id: project }) => {
    const response = await user.post('/v1/rpc/logs/assign-dimensions', { logs: ids, slots });
    expect(response.statusCode, response.body).toBe(200);
  };

  beforeAll(async () => {
    test = await startTestPortal();
    const firm = await createTestOrganisation(test);
    const outside = await createTestOrganisation(test, 'Elders');
    user = await firm.member('user', userEmail);
    colleague = await firm.member('user');
    contact = await createContact(firm.admin, 'Drukkerij Smit');
    archivedContact = await createContact(firm.admin, 'Oud Bedrijf');
    expect((await firm.admin.delete(`/v1/contacts/${archivedContact}`)).statusCode).toBe(200);
    foreignContact = await createContact(outside.admin, 'Elders BV');
    project = await createDimension(firm.admin, 1, 'Advies');
    parent = await createDimension(firm.admin, 1, 'Bouw');
    subproject = await createDimension(firm.admin, 2, 'Fundering', parent);
    archivedProject = await createDimension(firm.admin, 1, 'Afgesloten');
    expect((await firm.admin.delete(`/v1/dimension_levels/1/dimensions/${archivedProject}`)).statusCode).toBe(200);
    own = await register(user, '08:00', '09:00');
    colleagues = await register(colleague, '08:00', '09:00');
  });
  afterAll(async () => test.close());

  it('answers 401 unauthenticated to a caller without a session', async () => {
    const stranger = await anonymous(test.app);
    const responses = await withoutChange([own.day_id], () =>
      Promise.all([
        stranger.get('/v1/activities'),
        stranger.get(`/v1/activities/${own.id}`),
        stranger.get(`/v1/days/${own.day_id}/history`),
        stranger.post('/v1/activities', on('2026-03-02', '10:00', '11:00')),
        stranger.put(`/v1/activities/${own.id}`, { description: 'x' }),
        stranger.post('/v1/rpc/logs/batch-edit', { logs: [own.id], internal: true }),
        stranger.post('/v1/rpc/days/publish', { day_id: own.day_id }),
        stranger.delete(`/v1/days/${own.day_id}`),
      ]),
    );
    expect(responses.map(answer)).toEqual(Array(responses.length).fill([401, 'unauthenticated']));
  });

  it('answers 419 csrf_token_mismatch to a signed-in call without the CSRF header, or with a wrong one', async () => {
    // A browser's cookies without the header the portal's page adds: what a cross-site form would send.
    const cookies = new Map<string, string>();
    const keep = (r: LightMyRequestResponse) => (r.cookies as Array<{ name: string; value: string }>).forEach((c) => cookies.set(c.name, c.value));
    const cookie = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    keep(await test.app.inject({ method: 'GET', url: '/csrf-cookie' }));
    const headers = () => ({ cookie: cookie(), 'x-xsrf-token': cookies.get('XSRF-TOKEN')! });
    const login = await test.app.inject({ method: 'POST', url: '/auth/login', headers: headers(), payload: { email: userEmail, password: TEST_PASSWORD } });
    expect(login.statusCode, login.body).toBe(200);
    keep(login);
    const bare = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => test.app.inject({ method, url, headers: { cookie: cookie() }, ...(payload ? { payload } : {}) });
    const responses = await withoutChange([own.day_id], () =>
      Promise.all([
        bare('PUT', `/v1/activities/${own.id}`, { description: 'forged' }),
        bare('POST', '/v1/activities', on('2026-03-02', '10:00', '11:00')),
        bare('POST', '/v1/rpc/days/init-publish', { day_id: own.day_id }),
        bare('DELETE', `/v1/days/${own.day_id}`),
        user.request({ method: 'PUT', url: `/v1/activities/${own.id}`, payload: { description: 'forged' }, headers: { 'x-xsrf-token': 'not-the-cookie' } }),
      ]),
    );
    expect(responses.map(answer)).toEqual(Array(responses.length).fill([419, 'csrf_token_mismatch']));
    expect((await test.app.inject({ method: 'GET', url: `/v1/activities/${own.id}`, headers: { cookie: cookie() } })).json().data.description).toBeNull();
  });

  it('answers 404 model_not_found for an unknown activity or day, and for a colleague’s', async () => {
    for (const [activityId, dayId] of [[crypto.randomUUID(), crypto.randomUUID()], [colleagues.id, colleagues.day_id]] as const) {
      const responses = await withoutChange([own.day_id, colleagues.day_id], () =>
        Promise.all([
          user.get(`/v1/activities/${activityId}`),
          user.get(`/v1/logs/${activityId}/history`),
          user.put(`/v1/activities/${activityId}`, { contact_id: contact }),
          user.delete(`/v1/logs/${activityId}`),
          user.patch(`/v1/activities/${activityId}`),
          user.post('/v1/rpc/logs/batch-edit', { logs: [own.id, activityId], contact_id: contact }),
          user.post('/v1/rpc/logs/assign-dimensions', { logs: [activityId, own.id], slots: { project_id: project } }),
          user.get(`/v1/days/${dayId}`),
          user.get(`/v1/days/${dayId}/history`),
          user.delete(`/v1/days/${dayId}`),
          ...['prepare-booking', 'prepare-corrections', 'init-publish', 'publish'].map((call) => user.post(`/v1/rpc/days/${call}`, { day_id: dayId })),
          user.post('/v1/rpc/days/corrections', { day_id: dayId, action: 'reset' }),
        ]),
      );
      expect(responses.map(answer)).toEqual(Array(responses.length).fill([404, 'model_not_found']));
    }
    expect((await user.get(`/v1/activities/${own.id}`)).json().data).toMatchObject({ contact_id: null, status: 'open' });
  });

  it('answers 422 validation_failed with field errors to malformed input on every call', async () => {
    const { id, day_id } = own;
    const before = await streamLength(day_id);
    const cases: Array<[() => Promise<LightMyRequestResponse>, string]> = [
      [() => user.put(`/v1/activities/${id}`, { colour: 'red' }), 'colour'],
      [() => user.put('/v1/activities/not-an-id', { description: 'x' }), 'id'],
      [() => user.get('/v1/days/not-an-id'), 'id'],
      [() => user.post('/v1/rpc/logs/batch-edit', { internal: true }), 'logs'],
      [() => user.post('/v1/rpc/logs/batch-edit', { logs: id, internal: true }), 'logs'],
      [() => user.post('/v1/rpc/logs/batch-edit', { logs: [], internal: true }), 'logs'],
      [() => user.post('/v1/rpc/logs/batch-edit', { logs: ['not-an-id'], internal: true }), 'logs.0'],
      [() => user.post('/v1/rpc/logs/batch-edit', { logs: [id], status: 'published' }), 'status'],
      [() => user.post('/v1/rpc/logs/batch-edit', { logs: [id], colour: 'red' }), 'colour'],
      [() => user.post('/v1/rpc/logs/batch-edit', { logs: [id], contact_id: contact, internal: true }), 'internal'],
      [() => user.put(`/v1/activities/${id}`, { contact_id: contact, internal: true }), 'internal'],
      [() => user.post('/v1/rpc/logs/assign-dimensions', { logs: [id] }), 'slots'],
      [() => user.post('/v1/rpc/logs/assign-dimensions', { logs: [id], slots: 'Advies' }), 'slots'],
      [() => user.post('/v1/rpc/logs/assign-dimensions', { logs: [id], slots: [{ level: 4, dimension_id: project }] }), 'slots'],
      [() => user.post('/v1/rpc/logs/assign-dimensions', { logs: [id], slots: { project_id: 'Advies' } }), 'slots'],
      [() => user.post('/v1/rpc/days/corrections', { day_id, action: 'truncate' }), 'action'],
      [() => user.post('/v1/rpc/days/corrections', { day_id, action: 'set' }), 'parameters'],
      [() => user.post('/v1/rpc/days/corrections', { day_id, action: 'set', parameters: { activity_id: id, duration: -360 } }), 'parameters.duration'],
      [() => user.post('/v1/rpc/days/corrections', { day_id, action: 'set', parameters: { activity_id: id, duration: 1.5 } }), 'parameters.duration'],
      [() => user.post('/v1/rpc/days/corrections', { day_id: 'not-an-id', action: 'round' }), 'day_id'],
      [() => user.post('/v1/rpc/days/init-publish', { day_id, cancel: 'yes' }), 'cancel'],
      [() => user.post('/v1/rpc/days/publish', { day_id, confirm: 'yes' }), 'confirm'],
      [() => user.post('/v1/rpc/days/publish', {}), 'day_id'],
      [() => user.post('/v1/rpc/days/prepare-booking', { day_id, colour: 'red' }), 'colour'],
      [() => user.post('/v1/rpc/logs/pending-tag', { date: '02-03-2026' }), 'date'],
    ];
    const responses = await Promise.all(cases.map(([call]) => call()));
    responses.forEach((response, i) => {
      const [call, field] = cases[i]!;
      expect(answer(response), `${call} ${response.body}`).toEqual([422, 'validation_failed']);
      expect(Object.keys(response.json().errors).some((key) => key === field || key.startsWith(`${field}.`)), `${call} ${response.body}`).toBe(true);
    });
    expect(await streamLength(day_id)).toBe(before);
    expect((await user.get(`/v1/activities/${id}`)).json().data).toMatchObject({ contact_id: null, internal: false, status: 'open', corrected_duration: null });
  });

  it('refuses the day-flow steps out of order (prepare_booking, prepare_corrections, init_publish, correct_block_size, publish)', async () => {
    const date = '2026-03-03';
    const untagged = await register(user, '', '', on(date, '08:00', '09:00'));
    const tagged = await register(user, '', '', { ...on(date, '09:00', '09:40'), contact_id: contact });
    const dayId = untagged.day_id;
    const notReady = await withoutChange([dayId], () =>
      Promise.all([
        user.post('/v1/rpc/days/prepare-booking', { day_id: dayId }),
        user.post('/v1/rpc/days/corrections', { day_id: dayId, action: 'round' }),
        user.post('/v1/rpc/days/init-publish', { day_id: dayId }),
        user.post('/v1/rpc/days/publish', { day_id: dayId, confirm: true }),
      ]),
    );
    expect(notReady.map((r) => [...answer(r), r.json().errors.logs.sort()])).toEqual([
      [422, 'prepare_booking', [untagged.id]],
      [422, 'prepare_corrections', [untagged.id, tagged.id].sort()],
      [422, 'init_publish', [untagged.id, tagged.id].sort()],
      [422, 'init_publish', [untagged.id, tagged.id].sort()],
    ]);

    await book([untagged.id, tagged.id]);
    const idle = await register(user, '', '', on(date, '12:00', '12:30'));
    expect((await user.put(`/v1/activities/${idle.id}`, { status: 'ignored' })).statusCode).toBe(200);
    const refused = await withoutChange([dayId], () =>
      Promise.all([
        user.post('/v1/rpc/days/corrections', { day_id: dayId, action: 'set', parameters: { activity_id: tagged.id, duration: 2500 } }),
        user.post('/v1/rpc/days/corrections', { day_id: dayId, action: 'set', parameters: { activity_id: colleagues.id, duration: 3600 } }),
        user.post('/v1/rpc/days/publish', { day_id: dayId }),
      ]),
    );
    expect(refused.map((r) => [...answer(r), r.json().errors])).toEqual([
      [422, 'correct_block_size', { duration: ['Duration must be a multiple of 0.1 h.'] }],
      [404, 'model_not_found', undefined],
      [422, 'publish', { confirm: [expect.stringContaining('0.5 h of unbooked time')] }],
    ]);
    expect((await user.get(`/v1/days/${dayId}`)).json().data).toMatchObject({ status: 'open', time_booked: 6000, time_unbooked: 1800 });
  });

  it('answers 422 dimension_structure_invalid to an incomplete or invalid booking and books nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{ project_id: project, subproject_id: subproject }, 'subproject_id'],
      [{ project_id: parent }, 'subproject_id'],
      [[{ level: 1, dimension_id: parent }], 'subproject_id'],
      [{ project_id: archivedProject }, 'project_id'],
      [{ project_id: subproject }, 'project_id'],
      [{ project_id: crypto.randomUUID() }, 'project_id'],
      [{ project_id: null }, 'project_id'],
    ];
    for (const [slots, field] of cases) {
      const [response] = await withoutChange([own.day_id], async () => [await user.post('/v1/rpc/logs/assign-dimensions', { logs: [own.id], slots })]);
      expect([...answer(response!), Object.keys(response!.json().errors)], JSON.stringify(slots)).toEqual([422, 'dimension_structure_invalid', [field]]);
    }
    expect((await user.get(`/v1/activities/${own.id}`)).json().data).toMatchObject({ status: 'open', project_id: null });
  });

  it('answers 409 day_locked to changes after init-publish, until cancelling unlocks the day', async () => {
    const date = '2026-03-04';
    const a = await register(user, '', '', on(date, '08:00', '09:00'));
    await book([a.id]);
    expect((await user.post('/v1/rpc/days/init-publish', { day_id: a.day_id })).json().data.status).toBe('locked');
    const locked = await withoutChange([a.day_id], () =>
      Promise.all([
        user.put(`/v1/activities/${a.id}`, { description: 'late' }),
        user.delete(`/v1/activities/${a.id}`),
        user.post('/v1/rpc/logs/batch-edit', { logs: [a.id], status: 'ignored' }),
        user.post('/v1/rpc/logs/assign-dimensions', { logs: [a.id], slots: { project_id: parent, subproject_id: subproject } }),
        user.post('/v1/rpc/days/corrections', { day_id: a.day_id, action: 'round' }),
        user.post('/v1/activities', on(date, '10:00', '11:00')),
        user.delete(`/v1/days/${a.day_id}`),
      ]),
    );
    expect(locked.map(answer)).toEqual(Array(locked.length).fill([409, 'day_locked']));

    const unlocked = await user.post('/v1/rpc/days/init-publish', { day_id: a.day_id, cancel: true });
    expect([unlocked.statusCode, unlocked.json().data.status]).toEqual([200, 'open']);
    const changed = await user.put(`/v1/activities/${a.id}`, { description: 'late' });
    expect([changed.statusCode, changed.json().data.description]).toEqual([200, 'late']);
  });

  it('answers 409 day_published to publishing or locking a published day again', async () => {
    const a = await register(user, '', '', on('2026-03-05', '08:00', '09:00'));
    await book([a.id]);
    expect((await user.post('/v1/rpc/days/publish', { day_id: a.day_id })).statusCode).toBe(200);
    const again = await withoutChange([a.day_id], () =>
      Promise.all([
        user.post('/v1/rpc/days/publish', { day_id: a.day_id, confirm: true }),
        user.post('/v1/rpc/days/init-publish', { day_id: a.day_id }),
        user.post('/v1/rpc/days/corrections', { day_id: a.day_id, action: 'round' }),
      ]),
    );
    expect(again.map(answer)).toEqual(Array(again.length).fill([409, 'day_published']));
  });

  it('answers 422 with a field error when a tag names an archived, unknown or other organisation’s contact', async () => {
    for (const bad of [archivedContact, foreignContact, crypto.randomUUID()]) {
      const responses = await withoutChange([own.day_id], () =>
        Promise.all([
          user.put(`/v1/activities/${own.id}`, { contact_id: bad }),
          user.post('/v1/rpc/logs/batch-edit', { logs: [own.id], contact_id: bad }),
          user.post('/v1/activities', { ...on('2026-03-02', '10:00', '11:00'), contact_id: bad }),
          user.post('/v1/activities', { ...on('2026-03-02', '10:00', '11:00'), partner_contact_id: bad }),
        ]),
      );
      expect(responses.map((r) => [...answer(r), Object.keys(r.json().errors)])).toEqual([
        [422, 'validation_failed', ['contact_id']],
        [422, 'validation_failed', ['contact_id']],
        [422, 'validation_failed', ['contact_id']],
        [422, 'validation_failed', ['partner_contact_id']],
      ]);
    }
    expect((await user.get(`/v1/activities/${own.id}`)).json().data.contact_id).toBeNull();
  });
});
