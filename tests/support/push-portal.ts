import { expect } from 'vitest';
import type { PortalOptions } from '../../portal/portal.js';
import { createContact, createDimension } from './day-flow.js';
import { startTestPortal, type Session, type TestPortal } from './portal.js';

/**
 * The whole portal for push tests: connections may point at local contract servers; its push worker has small
 * timeouts and backoff (`worker: { concurrency: 0 }` leaves the pushing to workers of the test's own, or to none).
 */
export async function startPushPortal(integrations: PortalOptions['integrations'] = {}): Promise<TestPortal> {
  return startTestPortal({
    integrations: {
      allowBaseUrl: true,
      ...integrations,
      worker: { timeoutMs: 500, maxPollMs: 50, backoff: { baseMs: 50, capMs: 400, maxAttempts: 6 }, ...integrations.worker },
    },
  });
}

/** Registers, tags, books (project → subproject) and publishes activities of one user's day; returns their ids. */
export async function publishDay(user: Session, date: string, activities: Array<{ from: string; to: string; contact: string; project: string; subproject?: string; description?: string }>) {
  const ids: string[] = [];
  let dayId = '';
  for (const a of activities) {
    const response = await user.post('/v1/activities', {
      started_at: `${date}T${a.from}:00Z`,
      ended_at: `${date}T${a.to}:00Z`,
      source: { type: 'web', identifier: 'chrome', name: 'Chrome' },
      context: { title: a.description ?? `Work from ${a.from}` },
      ...(a.description ? { description: a.description } : {}),
      contact_id: a.contact,
    });
    expect(response.statusCode, response.body).toBe(201);
    ids.push(response.json().data.id);
    dayId = response.json().data.day_id;
    const slots = [{ level: 1, dimension_id: a.project }, ...(a.subproject ? [{ level: 2, dimension_id: a.subproject }] : [])];
    const booked = await user.post('/v1/rpc/logs/assign-dimensions', { logs: [ids.at(-1)], slots });
    expect(booked.statusCode, booked.body).toBe(200);
  }
  expect((await user.post('/v1/rpc/days/init-publish', { day_id: dayId })).statusCode).toBe(200);
  const published = await user.post('/v1/rpc/days/publish', { day_id: dayId });
  expect(published.statusCode, published.body).toBe(200);
  return { dayId, ids };
}

/**
 * Connects the organisation the way an admin does with token credentials: initiate (checked by the system), then
 * confirm. Answers the confirm call (its status is active) or the first refusal.
 */
export async function connectCrm(admin: Session, system: string, credentials: Record<string, string>) {
  const kind = system === 'jira' ? 'ticket' : 'crm';
  const initiated = await admin.post(`/v1/rpc/services/${kind}/initiate`, { system, credentials });
  if (initiated.statusCode !== 200) return initiated;
  return admin.post(`/v1/rpc/services/${kind}/confirm`, {});
}

/** A contact and a project → subproject, created by an admin. */
export async function bookingTargets(admin: Session, name: string) {
  const contact = await createContact(admin, name);
  const project = await createDimension(admin, 1, `${name} project`);
  const subproject = await createDimension(admin, 2, `${name} task`, project);
  return { contact, project, subproject };
}
