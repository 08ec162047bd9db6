import { expect } from 'vitest';
import { createTestOrganisation, startTestPortal, type Organisation, type Session, type TestPortal } from './portal.js';

/** A test day: 2026-03-02 (a Monday), times in UTC on the organisation's default zone Europe/Amsterdam. */
const DATE = '2026-03-02';
export const at = (hhmm: string, date = DATE) => `${date}T${hhmm}:00Z`;

export async function createContact(admin: Session, name: string): Promise<string> {
  const response = await admin.post('/v1/contacts', { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

export async function createDimension(admin: Session, level: 1 | 2 | 3, name: string, parentId: string | null = null): Promise<string> {
  const response = await admin.post(`/v1/dimension_levels/${level}/dimensions`, { name, parent_id: parentId });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

/** A portal with a firm, one of its users, a contact and a project: what a day is processed with. */
export interface DayFlowFirm {
  test: TestPortal;
  firm: Organisation;
  user: Session;
  contact: string;
  project: string;
}

export async function startDayFlowFirm(): Promise<DayFlowFirm> {
  const test = await startTestPortal();
  const firm = await createTestOrganisation(test);
  const user = await firm.member('user');
  const contact = await createContact(firm.admin, 'Bakkerij de Gouden Korst');
  const project = await createDimension(firm.admin, 1, 'Jaarrekening');
  return { test, firm, user, contact, project };
}

export async function register(session: Session, from: string, to: string, extra: Record<string, unknown> = {}) {
  const response = await session.post('/v1/activities', {
    started_at: at(from),
    ended_at: at(to),
    source: { type: 'web', identifier: 'chrome', name: 'Chrome' },
    context: { title: `Work from ${from}` },
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; day_id: string; [field: string]: unknown };
}
