import { expect } from 'vitest';
import type { OAuthSettings } from '../../integrations/oauth/index.js';
import { createContact } from '../../tests/support/day-flow.js';
import { createTestOrganisation, startTestPortal, type Organisation, type Session, type TestPortal } from '../../tests/support/portal.js';
import type { MailCursor, MailReader, SentMail } from './reader.js';
import type { MailSyncDependencies } from './sync-connection.js';
import { syncMailbox, type MailSyncOutcome } from './sync.js';

/** Test support: a take step that records the mails it is given, and a cursor kept in memory between syncs. */
export function recordingMailSync(reader: MailReader, options: { withContent?: boolean } = {}) {
  const taken: SentMail[] = [];
  let cursor: MailCursor | null = null;
  return {
    taken,
    takenIds: () => taken.map((mail) => mail.external_id),
    sync: (): Promise<MailSyncOutcome> =>
      syncMailbox(
        {
          reader,
          since: new Date('2026-03-01T00:00:00Z'),
          withContent: options.withContent ?? false,
          take: async (mails) => taken.push(...mails) > 0,
          keep: async (next) => void (cursor = next),
        },
        cursor,
      ),
  };
}

/** An activity as the person's list shows it, the fields the sent-mail tests read. */
export interface ListedActivity {
  id: string;
  day_id: string;
  started_at: string;
  ended_at: string;
  source: unknown;
  context: { email?: string; title?: string };
  description: string | null;
  contact_id: string | null;
}

/**
 * Test support for the end-to-end tests of sent mail (Graph, Gmail): a portal whose OAuth apps are the vendor's
 * contract server, reading in pages of five, and a firm that tags mail to client.example as its contact Acme.
 */
export interface SentMailFirm {
  test: TestPortal;
  firm: Organisation;
  acme: string;
  /** A new person of the firm with these settings of the detections chapter ({}: the defaults, sent mail off). */
  person(detections: Record<string, boolean>): Promise<{ session: Session; userId: string }>;
  /** What the mail-sync job is given, with the clock the test names. */
  deps(clock: () => Date): MailSyncDependencies;
  close(): Promise<void>;
}

export async function startSentMailFirm(clients: OAuthSettings['clients']): Promise<SentMailFirm> {
  const test = await startTestPortal({ integrations: { oauth: { publicUrl: 'http://portal.test', clients }, reader: { pageSize: 5 } } });
  const firm = await createTestOrganisation(test);
  const acme = await createContact(firm.admin, 'Acme');
  expect((await firm.admin.post('/v1/tags', { type: 'email_domain', value: 'client.example', contact_id: acme })).statusCode).toBe(201);
  return {
    test,
    firm,
    acme,
    async person(detections) {
      const session = await firm.member('user');
      if (Object.keys(detections).length > 0) expect((await session.put('/v1/preferences/detections', detections)).statusCode).toBe(200);
      return { session, userId: (await session.get('/v1/users/self')).json().data.id };
    },
    deps(clock) {
      const { pool, days, tagIndex, integrations } = test.portal.deps;
      return { pool, days, tagIndex, cipher: integrations.cipher, refresh: { pool, cipher: integrations.cipher, oauth: integrations.oauth, timeoutMs: 5000 }, clock, reader: { pageSize: 5 } };
    },
    close: () => test.close(),
  };
}

/** The person's activities, oldest first, once there are `count` of them. */
export async function listedActivities(session: Session, count: number, timeout?: number): Promise<ListedActivity[]> {
  const read = async () => (await session.get('/v1/activities?sort=started_at:asc&limit=100')).json<{ data: ListedActivity[] }>().data;
  await expect.poll(async () => (await read()).length, timeout === undefined ? {} : { timeout }).toBe(count);
  return read();
}
