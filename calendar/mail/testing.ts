import type { MailCursor, MailReader, SentMail } from './reader.js';
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
