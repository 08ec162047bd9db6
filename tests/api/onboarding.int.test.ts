import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact, createDimension } from '../support/day-flow.js';
import { Detector, tokenOf } from '../support/detectors.js';
import { publishDay } from '../support/push-portal.js';
import { createTestOrganisation, startTestPortal, type Organisation, type Session, type TestPortal } from '../support/portal.js';
import { TestClock, turnOnTwoFactor } from '../support/two-factor.js';

interface Task {
  key: string;
  type: string;
  is_ignored: boolean;
  completed_at: string | null;
  progress: { done: number; required: number } | null;
}

let test: TestPortal;
let firm: Organisation;
let contact: string;
let project: string;
const clock = new TestClock();

beforeAll(async () => {
  test = await startTestPortal({ clock: clock.now });
  firm = await createTestOrganisation(test, 'Onboarding firm');
  contact = await createContact(firm.admin, 'Bakkerij de Gouden Korst');
  project = await createDimension(firm.admin, 1, 'Jaarrekening');
});
afterAll(() => test.close());

const selfId = async (session: Session) => (await session.get('/v1/users/self')).json().data.id as string;
async function tasksOf(session: Session, id?: string): Promise<Task[]> {
  const answer = await session.get(`/v1/users/${id ?? (await selfId(session))}/onboarding`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}
const done = (tasks: Task[]) => tasks.filter((task) => task.completed_at !== null).map((task) => task.key);
const task = (tasks: Task[], key: string) => tasks.find((entry) => entry.key === key)!;

describe('onboarding tasks', () => {
  it('lists a new person’s tasks grouped by type, none done; administrators get theirs too', async () => {
    const user = await firm.member('user');
    const tasks = await tasksOf(user);
    expect(tasks.map((entry) => entry.type)).toEqual(['detection', 'detection', 'detection', 'essential', 'essential', 'security']);
    expect(done(tasks)).toEqual([]);
    expect(task(tasks, 'day_processing_unlocked').progress).toEqual({ done: 0, required: 7 });

    const adminTasks = await tasksOf(firm.admin);
    expect(adminTasks.map((entry) => entry.key)).toEqual(expect.arrayContaining(['colleague_invited', 'crm_connected']));
    expect(task(adminTasks, 'colleague_invited')).toMatchObject({ type: 'general', reward: 3 });
  });

  it('completes the detection task when a desktop watcher sends its first detection, not when it only makes its bucket', async () => {
    const user = await firm.member('user');
    const watcher = new Detector(test.app, await tokenOf(user));
    expect(await watcher.bucket('aw-watcher-window_laptop')).toBe(200);
    expect(done(await tasksOf(user))).toEqual([]);

    const sent = await watcher.heartbeat('aw-watcher-window_laptop', 60, { timestamp: new Date().toISOString(), duration: 0, data: { app: 'Excel', title: 'Begroting' } });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(done(await tasksOf(user))).toEqual(['desktop_detector']);
  });

  it('completes publishing a day at once, and unlocks day processing after the seventh, counting down on the way', async () => {
    const user = await firm.member('user');
    await publishDay(user, '2026-03-02', [{ from: '08:00', to: '09:00', contact, project }]);
    let tasks = await tasksOf(user);
    expect(done(tasks)).toEqual(['first_day_published']);
    expect(task(tasks, 'day_processing_unlocked').progress).toEqual({ done: 1, required: 7 });
    expect((await user.get('/v1/users/self')).json().data.day_processing).toEqual({ published_days: 1, required: 7, unlocked: false });

    for (const date of ['2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-09', '2026-03-10']) {
      await publishDay(user, date, [{ from: '08:00', to: '09:00', contact, project }]);
    }
    tasks = await tasksOf(user);
    expect(done(tasks)).toEqual(['first_day_published', 'day_processing_unlocked']);
    expect(task(tasks, 'day_processing_unlocked').progress).toEqual({ done: 7, required: 7 });
  });

  it('completes two-factor once it is confirmed with a code, and the administrator’s invite once a colleague is invited', async () => {
    const manager = await firm.member('manager');
    await turnOnTwoFactor(manager, clock);
    expect(done(await tasksOf(manager))).toEqual(['two_factor_enabled']);

    expect(done(await tasksOf(firm.admin))).not.toContain('colleague_invited');
    const invited = await firm.admin.post('/v1/users/invite', { email: `colleague-${process.pid}@test.tally.example`, name_first: 'Iris', name_last: 'Jansen', role: 'user' });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(done(await tasksOf(firm.admin))).toContain('colleague_invited');
  });

  it('lets a person dismiss a task: it stays listed as ignored, and still completes when they do it', async () => {
    const user = await firm.member('user');
    const id = await selfId(user);
    const dismissed = await user.delete(`/v1/users/${id}/onboarding/first_day_published`);
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json().data).toMatchObject({ key: 'first_day_published', is_ignored: true, completed_at: null });
    expect(task(await tasksOf(user), 'first_day_published').is_ignored).toBe(true);
    // Twice is the same.
    expect((await user.delete(`/v1/users/${id}/onboarding/first_day_published`)).statusCode).toBe(200);

    await publishDay(user, '2026-03-02', [{ from: '08:00', to: '09:00', contact, project }]);
    expect(task(await tasksOf(user), 'first_day_published')).toMatchObject({ is_ignored: true, completed_at: expect.any(String) });
  });

  it('answers 404 for a key that is no task of the person’s, 403 to a colleague and the tasks to their administrator', async () => {
    const user = await firm.member('user');
    const colleague = await firm.member('user');
    const id = await selfId(user);
    expect((await user.delete(`/v1/users/${id}/onboarding/no_such_task`)).statusCode).toBe(404);
    // An administrator's task is none of an ordinary person's.
    expect((await user.delete(`/v1/users/${id}/onboarding/colleague_invited`)).statusCode).toBe(404);
    expect((await colleague.get(`/v1/users/${id}/onboarding`)).statusCode).toBe(403);
    expect((await colleague.delete(`/v1/users/${id}/onboarding/two_factor_enabled`)).statusCode).toBe(403);
    expect((await tasksOf(firm.admin, id)).map((entry) => entry.key)).not.toContain('colleague_invited');
  });

  it('pages the list (20 by default)', async () => {
    const answer = await firm.admin.get(`/v1/users/${await selfId(firm.admin)}/onboarding?limit=3&page=2`);
    expect(answer.json().data.map((entry: Task) => entry.key)).toEqual(['first_day_published', 'day_processing_unlocked', 'colleague_invited']);
    expect(answer.json().meta.pagination).toEqual({ count: 3, total: 8, per_page: 3, current_page: 2, total_pages: 3 });
  });
});
