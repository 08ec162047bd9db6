import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPortal } from '../../portal/portal.js';
import { createContact, createDimension, register, startDayFlowFirm, type DayFlowFirm } from '../support/day-flow.js';
import { Session } from '../support/portal.js';

/**
 * Tagging and booking keep the contacts, dimensions and booking settings they read until those read models change
 * (api/plugins/read-model-caches.ts): what changed there is what the next command goes by, in this process at once
 * and in another once its projection runner has passed the change.
 */
let flow: DayFlowFirm;
beforeAll(async () => {
  flow = await startDayFlowFirm();
});
afterAll(async () => flow.test.close());

const tag = (activityId: string, contactId: string) => flow.user.put(`/v1/activities/${activityId}`, { contact_id: contactId });
const book = (activityId: string, projectId: string) => flow.user.post('/v1/rpc/logs/assign-dimensions', { logs: [activityId], slots: { project_id: projectId } });

describe('what tagging and booking keep of the read models', () => {
  it('refuses a contact archived right after activity was tagged to it', async () => {
    const contact = await createContact(flow.firm.admin, 'Visser Advocaten');
    const activity = await register(flow.user, '08:00', '08:30');
    expect((await tag(activity.id, contact)).statusCode).toBe(200);

    expect((await flow.firm.admin.delete(`/v1/contacts/${contact}`)).statusCode).toBe(200);

    const refused = await tag(activity.id, contact);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'validation_failed', errors: { contact_id: [expect.any(String)] } });
  });

  it('refuses a project archived right after activity was booked on it, and books on a project made since', async () => {
    const project = await createDimension(flow.firm.admin, 1, 'Fusie');
    const activity = await register(flow.user, '09:00', '09:30');
    await tag(activity.id, flow.contact);
    expect((await book(activity.id, project)).statusCode).toBe(200);

    expect((await flow.firm.admin.delete(`/v1/dimension_levels/1/dimensions/${project}`)).statusCode).toBeLessThan(300);
    expect((await book(activity.id, project)).statusCode).toBe(422);

    const later = await createDimension(flow.firm.admin, 1, 'Overname');
    const booked = await book(activity.id, later);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().data[0]).toMatchObject({ project_id: later, status: 'booked' });
  });

  it('refuses a contact archived through another portal process once this one has passed the change', async () => {
    const contact = await createContact(flow.firm.admin, 'Smit & Meijer');
    const activity = await register(flow.user, '10:00', '10:30');
    expect((await tag(activity.id, contact)).statusCode).toBe(200);
    const other = await openPortal({ databaseUrl: flow.test.db.url, logger: false, poolSize: 5, jobs: { concurrency: 0 } });
    try {
      const admin = new Session(other.app);
      admin.plant('tally_session', flow.firm.admin.cookie('tally_session')!);
      admin.plant('XSRF-TOKEN', flow.firm.admin.csrf!);
      expect((await admin.delete(`/v1/contacts/${contact}`)).statusCode).toBe(200);

      await expect.poll(async () => (await tag(activity.id, contact)).statusCode).toBe(422);
    } finally {
      await other.close();
    }
  });
});
