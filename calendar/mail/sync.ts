import type { MailCursor, MailReader, SentMail } from './reader.js';

export interface MailSyncSteps {
  reader: MailReader;
  /** Where a first round starts: mail sent before it is not read. */
  since: Date;
  /** Whether the start of each mail's text is asked for (the detections chapter's emailContents). */
  withContent: boolean;
  /** Takes a page's mails in (calendar/mail/register.ts for the person); false when some must be taken again later. */
  take: (mails: SentMail[]) => Promise<boolean>;
  /** Keeps the cursor once a page's mails are taken in. */
  keep: (cursor: MailCursor) => Promise<void>;
}

export interface MailSyncOutcome {
  pages: number;
  mails: number;
  /** A page held back (a day of it was being published): read again by the next sync. */
  held: boolean;
}

/**
 * Reads a mailbox's sent mail from where it stands to the end of the round, a page at a time: each page's mails are
 * taken in and then its cursor kept, so a page that fails throws here and the next sync starts at that page again.
 * A mail read twice (the page that failed half-way, the last mail of a round) is found registered already: its
 * activity id is derived from the person and the vendor's message id. A page with mail on a day being published
 * keeps the cursor before it, so that mail is not lost when the day is unlocked.
 */
export async function syncMailbox(steps: MailSyncSteps, cursor: MailCursor | null): Promise<MailSyncOutcome> {
  const outcome: MailSyncOutcome = { pages: 0, mails: 0, held: false };
  let at = cursor;
  for (;;) {
    const page = await steps.reader.readPage(at, steps.since, steps.withContent);
    if (page.mails.length > 0 && !(await steps.take(page.mails))) return { ...outcome, held: true };
    await steps.keep(page.cursor);
    at = page.cursor;
    outcome.pages += 1;
    outcome.mails += page.mails.length;
    if (page.roundDone) return outcome;
  }
}
