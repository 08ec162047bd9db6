import addressparser from 'nodemailer/lib/addressparser/index.js';
import { VendorHttp } from '../http.js';
import type { CalendarGrant } from '../index.js';
import { MAIL_CONTENT_MAX, recipientsOf, type MailCursor, type MailPage, type MailReader, type MailReaderOptions, type SentMail } from '../../calendar/mail/reader.js';
import { readError } from './answers.js';
import { gmailAnswers } from './gmail-answers.js';

const googleUrl = 'https://www.googleapis.com';
/** Ids per list page (Gmail's default 100, at most 500); each is then read by one users.messages.get. */
const defaultPageSize = 100;
const addressHeaders = ['To', 'Cc', 'Bcc'];

/**
 * The person's sent mail through the Gmail API (`gmail.readonly`: the metadata scope cannot search): a round lists
 * `q=in:sent after:<seconds>` page by page (`pageToken`, newest first), and reads each message with
 * `format=metadata` and the address and subject headers. The next round searches after the newest mail of the
 * last one (Gmail's `after:` takes seconds, so that second's mail is read again and found registered already).
 * The snippet is Gmail's start of the text, kept only when the content is wanted.
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
    const query = new URLSearchParams({ format: 'metadata' });
    for (const name of [...addressHeaders, 'Subject']) query.append('metadataHeaders', name);
    const message = await this.#http.read('get message', { method: 'GET', path: `/gmail/v1/users/me/messages/${encodeURIComponent(id)}?${query}` }, gmailAnswers.message);
    const headers = message.payload?.headers ?? [];
    const header = (name: string) => headers.filter((h) => h.name.toLowerCase() === name.toLowerCase()).map((h) => h.value);
    const addresses = addressHeaders.flatMap(header).flatMap((value) => addressparser(value, { flatten: true }).map((parsed) => parsed.address));
    return {
      external_id: message.id,
      sent_at: new Date(Number(message.internalDate)).toISOString(),
      subject: header('Subject')[0] ?? '',
      recipients: recipientsOf(addresses),
      content: withContent ? (message.snippet ?? '').slice(0, MAIL_CONTENT_MAX) : null,
    };
  }
}
