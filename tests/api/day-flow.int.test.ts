import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayStream } from '../../domain/days/index.js';
import { register, startDayFlowFirm } from '../support/day-flow.js';
import type { Session, TestPortal } from '../support/portal.js';

describe('processing a day from detected activity to published', () => {
  let test: TestPortal;
  let user: Session;
  let contact: string;
  let project: string;
  beforeAll(async () => {
    ({ test, user, contact, project } = await startDayFlowFirm());
  });
  afterAll(async () => test.close());

  it('registers, tags, books, corrects and publishes, keeping raw, corrected and published durations', async () => {
    const a = await register(user, '08:00', '08:40');
    const b = await register(user, '09:00', '09:22');
    expect(a).toMatchObject({ status: 'open', display_status: 'open_untagged', duration: 2400, original_duration: 2400, day_status: 'open' });
    expect(b.day_id).toBe(a.day_id);

    const prepare = await user.post('/v1/rpc/days/prepare-booking', { day_id: a.day_id });
    expect([prepare.statusCode, prepare.json().code]).toEqual([422, 'prepare_booking']);
    expect(prepare.json().errors.logs.sort()).toEqual([a.id, b.id].sort());

    const tagged = await user.post('/v1/rpc/logs/batch-edit', { logs: [a.id, b.id], contact_id: contact });
    expect(tagged.statusCode).toBe(200);
    expect(tagged.json().data.map((x: { display_status: string }) => x.display_status)).toEqual(['open_tagged', 'open_tagged']);
    expect((await user.post('/v1/rpc/days/prepare-booking', { day_id: a.day_id })).statusCode).toBe(200);

    const notBooked = await user.post('/v1/rpc/days/corrections', { day_id: a.day_id, action: 'round' });
    expect([notBooked.statusCode, notBooked.json().code]).toEqual([422, 'prepare_corrections']);

    const incomplete = await user.post('/v1/rpc/logs/assign-dimensions', { logs: [a.id], slots: { project_id: null } });
    expect([incomplete.statusCode, incomplete.json().code]).toEqual([422, 'dimension_structure_invalid']);
    const bookedAnswer = await user.post('/v1/rpc/logs/assign-dimensions', { logs: [a.id, b.id], slots: [{ level: 1, dimension_id: project }] });
    expect(bookedAnswer.statusCode, bookedAnswer.body).toBe(200);
    expect(bookedAnswer.json().data.every((x: { status: string; project_id: string }) => x.status === 'booked' && x.project_id === project)).toBe(true);

    const proposals = await user.post('/v1/rpc/days/prepare-corrections', { day_id: a.day_id });
    expect(proposals.json().data).toMatchObject({ booked: true, invalid_logs: [], block_size: 360, round_type: 'regular' });
    const wrongBlock = await user.post('/v1/rpc/days/corrections', { day_id: a.day_id, action: 'set', parameters: { activity_id: a.id, duration: 2500 } });
    expect(wrongBlock.statusCode).toBe(422);
    expect(wrongBlock.json()).toMatchObject({ code: 'correct_block_size', message: 'Duration must be a multiple of 0.1 h.' });
    const rounded = await user.post('/v1/rpc/days/corrections', { day_id: a.day_id, action: 'round' });
    expect(rounded.statusCode).toBe(200);
    const roundedById = Object.fromEntries(rounded.json().data.activities.map((x: { id: string; duration: number; original_duration: number }) => [x.id, [x.duration, x.original_duration]]));
    expect(roundedById).toEqual({ [a.id]: [2520, 2400], [b.id]: [1440, 1320] });

    const init = await user.post('/v1/rpc/days/init-publish', { day_id: a.day_id });
    expect(init.json()).toMatchObject({ data: { status: 'locked' }, meta: { unbooked_duration: 0, warning: null } });
    const whileLocked = await user.put(`/v1/activities/${a.id}`, { description: 'late change' });
    expect([whileLocked.statusCode, whileLocked.json().code]).toEqual([409, 'day_locked']);

    const published = await user.post('/v1/rpc/days/publish', { day_id: a.day_id });
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({ status: 'published', duration: 3960, time_booked: 3960, time_unbooked: 0 });
    expect(published.json().data.activities.map((x: { published_duration: number; status: string }) => [x.status, x.published_duration])).toEqual([
      ['published', 2520],
      ['published', 1440],
    ]);

    const types = (await test.portal.deps.store.readStream(dayStream(a.day_id))).map((e) => e.type);
    expect(types).toEqual([
      'DayOpened', 'ActivityRegistered', 'ActivityRegistered', 'ActivitiesTagged', 'ActivitiesBooked',
      'DurationsCorrected', 'DayLocked', 'DayPublished',
    ]);
    const self = await user.get('/v1/users/self');
    expect(self.json().data.day_processing).toEqual({ published_days: 1, required: 7, unlocked: false });
  });

  it('never changes a published day or its activity, by any call', async () => {
    const a = await register(user, '10:00', '11:00', { context: { title: 'x' }, started_at: '2026-03-03T10:00:00Z', ended_at: '2026-03-03T11:00:00Z' });
    await user.post('/v1/rpc/logs/assign-dimensions', { logs: [a.id], slots: { project_id: project } });
    expect((await user.post('/v1/rpc/days/publish', { day_id: a.day_id })).statusCode).toBe(200);
    const before = await test.portal.deps.store.readStream(dayStream(a.day_id));
    const attempts = await Promise.all([
      user.put(`/v1/activities/${a.id}`, { status: 'ignored' }),
      user.delete(`/v1/activities/${a.id}`),
      user.patch(`/v1/activities/${a.id}`),
      user.post('/v1/rpc/logs/batch-edit', { logs: [a.id], internal: true }),
      user.post('/v1/rpc/logs/assign-dimensions', { logs: [a.id], slots: { project_id: project } }),
      user.post('/v1/rpc/days/corrections', { day_id: a.day_id, action: 'reset' }),
      user.post('/v1/rpc/days/init-publish', { day_id: a.day_id, cancel: true }),
      user.delete(`/v1/days/${a.day_id}`),
      user.post('/v1/activities', { started_at: '2026-03-03T12:00:00Z', ended_at: '2026-03-03T12:30:00Z' }),
    ]);
    expect(attempts.map((r) => [r.statusCode, r.json().code])).toEqual(Array(attempts.length).fill([409, 'day_published']));
    expect(await test.portal.deps.store.readStream(dayStream(a.day_id))).toHaveLength(before.length);
  });

  it('asks to confirm unbooked time before publishing', async () => {
    const day = '2026-03-04';
    const worked = await register(user, '09:00', '10:00', { started_at: `${day}T09:00:00Z`, ended_at: `${day}T10:00:00Z` });
    const idle = await register(user, '10:00', '10:30', { started_at: `${day}T10:00:00Z`, ended_at: `${day}T10:30:00Z` });
    await user.post('/v1/rpc/logs/assign-dimensions', { logs: [worked.id], slots: { project_id: project } });
    const notReady = await user.post('/v1/rpc/days/init-publish', { day_id: worked.day_id });
    expect([notReady.statusCode, notReady.json().code, notReady.json().errors.logs]).toEqual([422, 'init_publish', [idle.id]]);
    await user.put(`/v1/activities/${idle.id}`, { status: 'ignored' });
    const init = await user.post('/v1/rpc/days/init-publish', { day_id: worked.day_id });
    expect(init.json().meta).toEqual({ unbooked_duration: 1800, warning: expect.stringContaining('0.5 h of unbooked time') });
    const unconfirmed = await user.post('/v1/rpc/days/publish', { day_id: worked.day_id });
    expect([unconfirmed.statusCode, unconfirmed.json().code]).toEqual([422, 'publish']);
    const confirmed = await user.post('/v1/rpc/days/publish', { day_id: worked.day_id, confirm: true });
    expect(confirmed.json().data).toMatchObject({ status: 'published', time_booked: 3600, time_unbooked: 1800 });
  });

  it('deletes an open day with all its activity, irreversibly', async () => {
    const day = '2026-03-05';
    const a = await register(user, '09:00', '10:00', { started_at: `${day}T09:00:00Z`, ended_at: `${day}T10:00:00Z` });
    expect((await user.delete(`/v1/days/${a.day_id}`)).statusCode).toBe(204);
    expect((await user.get(`/v1/days/${a.day_id}`)).statusCode).toBe(404);
    expect((await user.get(`/v1/activities/${a.id}`)).statusCode).toBe(404);
    expect((await user.get(`/v1/activities?date=eq:${day}`)).json().data).toEqual([]);
  });

  it('trims or removes overlapped activity, keeps it when asked, and restores a removed one', async () => {
    const day = '2026-03-06';
    const t = (hhmm: string) => `${day}T${hhmm}:00Z`;
    const long = await register(user, '', '', { started_at: t('09:00'), ended_at: t('11:00') });
    const inside = await register(user, '', '', { started_at: t('10:00'), ended_at: t('10:30') });
    const trimmed = (await user.get(`/v1/activities/${long.id}`)).json().data;
    expect([trimmed.started_at, trimmed.ended_at, trimmed.duration, trimmed.original_duration]).toEqual([t('09:00').replace('Z', '.000Z'), t('10:00').replace('Z', '.000Z'), 3600, 7200]);
    const covering = await register(user, '', '', { started_at: t('09:55'), ended_at: t('10:40') });
    expect((await user.get(`/v1/activities/${inside.id}`)).json().data.is_deleted).toBe(true);
    const kept = await register(user, '', '', { started_at: t('10:00'), ended_at: t('10:10'), remove_overlapping: false });
    expect((await user.get(`/v1/activities/${covering.id}`)).json().data.duration).toBe(2700);
    expect(kept.duration).toBe(600);
    const restored = await user.patch(`/v1/activities/${inside.id}`);
    expect(restored.json().data.is_deleted).toBe(false);
  });

  it('ignores activity under its source threshold unless it is booked', async () => {
    const day = '2026-03-09';
    const short = await register(user, '', '', { started_at: `${day}T09:00:00Z`, ended_at: `${day}T09:00:20Z`, source: { type: 'email' } });
    expect(short).toMatchObject({ status: 'ignored', display_status: 'ignored_untagged_threshold', flags: { ignored_by_threshold: true } });
    const booked = await user.post('/v1/rpc/logs/assign-dimensions', { logs: [short.id], slots: { project_id: project } });
    expect(booked.json().data[0]).toMatchObject({ status: 'booked', display_status: 'booked' });
  });

  it('refuses bad activity input with field errors and registers nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ started_at: '2026-03-10T10:00:00Z', ended_at: '2026-03-10T09:00:00Z' }, 'ended_at'],
      [{ started_at: '2026-03-10T10:00:00Z', ended_at: '2027-03-12T10:00:00Z' }, 'ended_at'],
      [{ started_at: 'yesterday', ended_at: '2026-03-10T09:00:00Z' }, 'started_at'],
      [{ started_at: '2026-03-10T09:00:00Z', ended_at: '2026-03-10T10:00:00Z', contact_id: crypto.randomUUID() }, 'contact_id'],
      [{ started_at: '2026-03-10T09:00:00Z', ended_at: '2026-03-10T10:00:00Z', colour: 'red' }, 'colour'],
      [{ started_at: '2026-03-10T09:00:00Z', ended_at: '2026-03-10T10:00:00Z', source: { type: 'fax' } }, 'source.type'],
    ];
    for (const [body, field] of cases) {
      const response = await user.post('/v1/activities', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json().errors), JSON.stringify(body)).toContain(field);
    }
    expect((await user.get('/v1/activities?date=eq:2026-03-10')).json().data).toEqual([]);
  });

  it('lists the days of a date range, a filter parameter given twice', async () => {
    const days = (await user.get('/v1/days?date=gte:2026-03-03&date=lte:2026-03-06&sort=date:asc')).json().data as Array<{ date: string }>;
    expect(days.map((d) => d.date)).toEqual(['2026-03-03', '2026-03-04', '2026-03-06']);
  });
});
