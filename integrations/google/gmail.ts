import addressparser from 'nodemailer/lib/addressparser/index.js';
import { VendorHttp } from '../http.js';
import type { CalendarGrant } from '../index.js';
import { MAIL_CONTENT_MAX, recipientsOf, type MailCursor, type MailPage, type MailReader, type MailReaderOptions, type SentMail } from '../../calendar/mail/reader.js';
import { readError } from './answers.js';
import { gmailAnswers, type GmailPart } from './gmail-answers.js';

const googleUrl = 'https://www.googleapis.com';
/** Ids per list page (Gmail's default 100, at most 500); each is then read by one users.messages.get. */
const defaultPageSize = 100;
const addressHeaders = ['To', 'Cc', 'Bcc'];

/**
 * The person's sent mail through the Gmail API (`gmail.readonly`: the metadata scope cannot search): a round lists
 * `q=in:sent after:<seconds>` page by page (`pageToken`, newest first), and reads each message with
 * `format=metadata` and the address and subject headers, or with `format=full` when the start of its text is
 * wanted (the plain-text part's first 250 characters). The next round searches after the newest mail of the
 * last one (Gmail's `after:` takes seconds, so that second's mail is read again and found registered already).
 */
export class GmailReader implements MailReader {
  readonly system = 'google';
  readonly #http: VendorHttp;
  readonly #pageSize: number;

  constructor(credentials: CalendarGrant, { pageSize = defaultPageSize, ...options }: MailReaderOptions = {}) {
    const { accessToken } = credentials;
    this.#pageSize = pageSize;
    this.#http = new VendorHttp({ system: 'google', baseUrl: credentials.baseUrl ?? googleUrl, headers: () => ({ Authorization: `Bearer ${accessToken}` }), readError, ...options });
  }

  async readPage(cursor: MailCursor | null, since: Date, withContent: boolean): Promise<MailPage> {
    const at = new URLSearchParams(cursor ?? { after: String(Math.floor(since.getTime() / 1000)) });
    const after = Number(at.get('after'));
    const query = { q: `in:sent after:${after}`, maxResults: this.#pageSize, pageToken: at.get('pageToken') ?? undefined };
    const list = await this.#http.read('list messages', { method: 'GET', path: '/gmail/v1/users/me/messages', query }, gmailAnswers.list);
    const mails: SentMail[] = [];
    for (const { id } of list.messages ?? []) mails.push(await this.message(id, withContent));
    // Newest first: the round's newest mail is on its first page, carried in the cursor to the round's end.
    const newest = Math.max(Number(at.get('newest') ?? after), ...mails.map((mail) => Math.floor(Date.parse(mail.sent_at) / 1000)));
    if (list.nextPageToken !== undefined) {
      return { mails, cursor: new URLSearchParams({ after: String(after), newest: String(newest), pageToken: list.nextPageToken }).toString(), roundDone: false };
    }
    return { mails, cursor: new URLSearchParams({ after: String(newest) }).toString(), roundDone: true };
  }

  private async message(id: string, withContent: boolean): Promise<SentMail> {
    // The body only when its text is wanted: metadata carries the headers asked for and nothing of the mail's text.
    const query = new URLSearchParams({ format: withContent ? 'full' : 'metadata' });
    if (!withContent) for (const name of [...addressHeaders, 'Subject']) query.append('metadataHeaders', name);
    const message = await this.#http.read('get message', { method: 'GET', path: `/gmail/v1/users/me/messages/${encodeURIComponent(id)}?${query}` }, gmailAnswers.message);
    const headers = message.payload?.headers ?? [];
    const header = (name: string) => headers.filter((h) => h.name.toLowerCase() === name.toLowerCase()).map((h) => h.value);
    const addresses = addressHeaders.flatMap(header).flatMap((value) => addressparser(value, { flatten: true }).map((parsed) => parsed.address));
    return {
      external_id: message.id,
      sent_at: new Date(Number(message.internalDate)).toISOString(),
      subject: header('Subject')[0] ?? '',
      recipients: recipientsOf(addresses),
      content: withContent ? startOfText(message.payload, message.snippet) : null,
    };
  }
}

/**
 * The first MAIL_CONTENT_MAX characters of the mail's plain-text part, its white space run together. Gmail's
 * snippet is no substitute where there is one: it stops at about 200 characters and is HTML-escaped.
 */
function startOfText(payload: GmailPart | undefined, snippet: string | undefined): string {
  const data = payload && plainTextOf(payload);
  const text = data === undefined ? (snippet ?? '') : Buffer.from(data, 'base64url').toString('utf8');
  return text.replace(/\s+/g, ' ').trim().slice(0, MAIL_CONTENT_MAX);
}

/** The body of the first text/plain part, depth first as a mail program shows it (multipart/mixed, then alternative). */
function plainTextOf(part: GmailPart): string | undefined {
  if (part.mimeType === 'text/plain' && part.body?.data) return part.body.data;
  for (const inner of part.parts ?? []) {
    const found = plainTextOf(inner);
    if (found !== undefined) return found;
  }
  return undefined;
}
