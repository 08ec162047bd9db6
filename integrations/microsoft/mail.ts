import { VendorHttp } from '../http.js';
import type { CalendarGrant } from '../index.js';
import { VendorError } from '../vendor.js';
import { MAIL_CONTENT_MAX, recipientsOf, type MailCursor, type MailPage, type MailReader, type MailReaderOptions } from '../../calendar/mail/reader.js';
import { address, answers, readError } from './answers.js';

const graphUrl = 'https://graph.microsoft.com/v1.0';
/** Messages per page: Graph's default is 10 and it allows 1000; mail is small, so larger pages mean fewer calls. */
const defaultPageSize = 100;

/**
 * The person's sent mail through Microsoft Graph (delegated `Mail.Read`): `/me/mailFolders/sentitems/messages`,
 * filtered on `sentDateTime ge` the round's start, oldest first, paged by `@odata.nextLink`. A round's cursor is
 * the link to follow; the next round starts at the last mail's sentDateTime (that mail is read again and found
 * registered already, so a mail sent in the same second is not missed). `bodyPreview` (the first 255 characters
 * of the body as text) is only selected when the content is wanted.
 */
export class GraphMailReader implements MailReader {
  readonly system = 'microsoft';
  readonly #http: VendorHttp;
  readonly #baseUrl: string;
  readonly #pageSize: number;

  constructor(credentials: CalendarGrant, { pageSize = defaultPageSize, ...options }: MailReaderOptions = {}) {
    const { accessToken } = credentials;
    this.#baseUrl = (credentials.baseUrl ?? graphUrl).replace(/\/$/, '');
    this.#pageSize = pageSize;
    this.#http = new VendorHttp({ system: 'microsoft', baseUrl: this.#baseUrl, headers: () => ({ Authorization: `Bearer ${accessToken}` }), readError, ...options });
  }

  async readPage(cursor: MailCursor | null, since: Date, withContent: boolean): Promise<MailPage> {
    const at = new URLSearchParams(cursor ?? { since: since.toISOString() });
    const next = at.get('next');
    const from = at.get('since') ?? since.toISOString();
    const fields = ['id', 'sentDateTime', 'subject', 'toRecipients', 'ccRecipients', 'bccRecipients', ...(withContent ? ['bodyPreview'] : [])];
    const query = { $select: fields.join(','), $filter: `sentDateTime ge ${from}`, $orderby: 'sentDateTime asc', $top: this.#pageSize };
    const request = next === null ? { method: 'GET' as const, path: '/me/mailFolders/sentitems/messages', query } : { method: 'GET' as const, path: this.pathOf(next) };
    const page = await this.#http.read('sent messages', request, answers.sentMessages);
    const mails = page.value.map((message) => ({
      external_id: message.id,
      sent_at: new Date(message.sentDateTime).toISOString(),
      subject: message.subject ?? '',
      recipients: recipientsOf([...(message.toRecipients ?? []), ...(message.ccRecipients ?? []), ...(message.bccRecipients ?? [])].map(address)),
      content: withContent ? (message.bodyPreview ?? '').slice(0, MAIL_CONTENT_MAX) : null,
    }));
    const last = mails.at(-1)?.sent_at ?? from;
    const link = page['@odata.nextLink'];
    if (link !== undefined) return { mails, cursor: new URLSearchParams({ since: last, next: link }).toString(), roundDone: false };
    return { mails, cursor: new URLSearchParams({ since: last }).toString(), roundDone: true };
  }

  /** A link Graph gave, as a path under our base URL; a link to another host is never followed with our token. */
  private pathOf(link: string): string {
    if (!link.startsWith(`${this.#baseUrl}/`)) throw new VendorError('microsoft', 'unexpected', `a link outside Graph: ${new URL(link).host}`);
    return link.slice(this.#baseUrl.length);
  }
}
