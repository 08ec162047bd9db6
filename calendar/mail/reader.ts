import type { CalendarSystem } from '../../domain/push/systems.js';
import type { VendorClientOptions } from '../../integrations/vendor.js';

/** A mail the person sent, as a mail reader gives it (calendar/mail/register.ts makes it activity). */
export interface SentMail {
  /** The vendor's id of the message, stable across reads. */
  external_id: string;
  /** ISO 8601 instant. */
  sent_at: string;
  subject: string;
  /** To, Cc and Bcc addresses, lower case, each once: tags recognise them as references. */
  recipients: string[];
  /** The start of its text (Graph's bodyPreview, Gmail's snippet); only asked for when emailContents is on. */
  content: string | null;
}

/**
 * Where reading the sent mail stands, opaque to everyone but its reader: mid-round the page to read next, between
 * rounds the instant the next round reads from. Kept after every page.
 */
export type MailCursor = string;

export interface MailPage {
  mails: SentMail[];
  cursor: MailCursor;
  /** True on the round's last page. */
  roundDone: boolean;
}

/**
 * A mailbox's sent mail through a vendor's API (Microsoft Graph, Gmail). Each call is one or more requests of one
 * page; failures are VendorErrors as the calendar readers' are (429 with `retryAfterMs`, 401 invalid_credentials).
 */
export interface MailReader {
  readonly system: CalendarSystem;
  /** One page: the first of a round over mail sent from `since` when `cursor` is null; the content only `withContent`. */
  readPage(cursor: MailCursor | null, since: Date, withContent: boolean): Promise<MailPage>;
}

export interface MailReaderOptions extends VendorClientOptions {
  /** Messages asked per page (Graph allows 1000, Gmail's list 500). */
  pageSize?: number;
}

/** The longest start of a mail's text kept (api-contract §9.4, "Email content capture"). */
export const MAIL_CONTENT_MAX = 250;

/** Addresses once each, lower case, in the order given; what is no address is left out. */
export function recipientsOf(addresses: ReadonlyArray<string | null | undefined>): string[] {
  const once = new Set(addresses.flatMap((address) => (address && address.includes('@') ? [address.trim().toLowerCase()] : [])));
  return [...once];
}
