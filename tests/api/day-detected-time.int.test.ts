import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, startDayFlowFirm } from '../support/day-flow.js';
import type { Session, TestPortal } from '../support/portal.js';

describe("a day's detected time (original_duration) next to its current duration", () => {
  let test: TestPortal;
  let user: Session;
  let contact: string;
  let project: string;
  beforeAll(async () => {
    ({ test, user, contact, project } = await startDayFlowFirm());
  });
  afterAll(async () => test.close());

  async function totals(dayId: string) {
    const { duration, original_duration } = (await user.get(`/v1/days/${dayId}`)).json().data;
    const listed = (await user.get('/v1/days')).json().data.find((day: { id: string }) => day.id === dayId);
    expect([listed.duration, listed.original_duration]).toEqual([duration, original_duration]);
    return { duration, original_duration };
  }

  it('sums what was detected of the live activity, whatever trims and corrections did to its duration', async () => {
    const a = await register(user, '08:00', '09:00');
    expect(await totals(a.day_id)).toEqual({ duration: 3600, original_duration: 3600 });

    // B trims A to 08:00–08:30; A was still detected for an hour.
    const b = await register(user, '08:30', '09:30');
    expect(await totals(a.day_id)).toEqual({ duration: 1800 + 3600, original_duration: 3600 + 3600 });

    // C covers what is left of A (removed: no longer counted) and trims B to 08:40–09:30.
    const c = await register(user, '07:50', '08:40');
    expect(await totals(a.day_id)).toEqual({ duration: 3000 + 3000, original_duration: 3000 + 3600 });

    expect((await user.post('/v1/rpc/logs/batch-edit', { logs: [b.id, c.id], contact_id: contact })).statusCode).toBe(200);
    expect((await user.post('/v1/rpc/logs/assign-dimensions', { logs: [b.id, c.id], slots: { project_id: project } })).statusCode).toBe(200);
    const corrected = await user.post('/v1/rpc/days/corrections', { day_id: a.day_id, action: 'set', parameters: { activity_id: c.id, duration: 3240 } });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().data).toMatchObject({ duration: 3240 + 3000, original_duration: 3000 + 3600 });
    expect(await totals(a.day_id)).toEqual({ duration: 3240 + 3000, original_duration: 3000 + 3600 });
  });
});
