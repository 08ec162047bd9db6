import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from '../../cli/demo/index.js';
import { signIn, startTestPortal, type TestPortal } from '../support/portal.js';

describe('the demo firm', () => {
  let test: TestPortal;
  const today = new Date('2026-11-20T15:30:00Z'); // a Friday afternoon in Amsterdam
  beforeAll(async () => {
    test = await startTestPortal();
    await seedDemo(test.portal, today);
  }, 120_000);
  afterAll(async () => test.close());

  it('lets every demo login sign in', async () => {
    for (const login of DEMO_LOGINS) {
      const self = await (await signIn(test.app, login.email, DEMO_PASSWORD)).get('/v1/users/self');
      expect(self.json().data).toMatchObject({ email: login.email, role: login.role });
    }
  });

  it('gives each user published days, days at other steps, and today still to process', async () => {
    const sanne = await signIn(test.app, 'sanne@demo.tally.test', DEMO_PASSWORD);
    const days = (await sanne.get('/v1/days?limit=50')).json().data as Array<{ date: string; status: string; activity_count: number }>;
    expect(days.filter((d) => d.status === 'published')).toHaveLength(6);
    expect(days.filter((d) => d.status === 'open').length).toBeGreaterThanOrEqual(4);
    const todays = (await sanne.get('/v1/activities?date=eq:2026-11-20&limit=100')).json().data as Array<{ status: string; ended_at: string }>;
    expect(todays.length).toBeGreaterThanOrEqual(3);
    expect(todays.every((a) => a.status === 'open' && Date.parse(a.ended_at) <= today.getTime())).toBe(true);
    expect((await sanne.get('/v1/users/self')).json().data.day_processing.published_days).toBe(6);
  });

  it("shows the manager the users' published days with their bookings", async () => {
    const manager = await signIn(test.app, 'manager@demo.tally.test', DEMO_PASSWORD);
    const days = (await manager.get('/v1/days?limit=100')).json().data as Array<{ status: string }>;
    expect(days).toHaveLength(18);
    expect(days.every((d) => d.status === 'published')).toBe(true);
    const activities = (await manager.get('/v1/activities?limit=5')).json().data as Array<{ project_id: string | null; published_duration: number }>;
    expect(activities.every((a) => a.project_id && a.published_duration > 0)).toBe(true);
  });
});
