import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordingMailSync } from '../../calendar/mail/testing.js';
import { GoogleCalendarFake } from '../testing/google-server.js';
import { seedSentMail } from '../testing/mail-data.js';
import { GmailReader } from './gmail.js';

let google: GoogleCalendarFake;
let n = 0;
let person = '';

beforeAll(async () => {
  google = await GoogleCalendarFake.start();
});
afterAll(async () => {
  expect(google.server.violations()).toEqual([]);
  await google.server.close();
});
beforeEach(() => {
  google.server.faults.clear();
  n += 1;
  person = `kim${n}@firm.example`;
  google.tokens.set(`token-${n}`, person);
});

const reader = (token = `token-${n}`) => new GmailReader({ accessToken: token, baseUrl: google.baseUrl }, { pageSize: 10 });

describe('sent mail through Gmail', () => {
  it('searches in:sent after the start page by page and reads each message\'s metadata: recipients from To, Cc and Bcc', async () => {
    google.mail.send(person, { id: 'm-1', sentAt: '2026-03-02T10:00:00.000Z', subject: 'Offer', to: ['"Ann, Client" <Ann@Client.example>', 'bob@client.example'], cc: [], bcc: ['Boss@Firm.example'], body: 'Hello Ann' });
    seedSentMail(google.mail, person, 20, 1);
    const sync = recordingMailSync(reader());
    expect(await sync.sync()).toEqual({ pages: 3, mails: 21, held: false });
    expect(sync.taken.find((mail) => mail.external_id === 'm-1')).toEqual({
      external_id: 'm-1',
      sent_at: '2026-03-02T10:00:00.000Z',
      subject: 'Offer',
      recipients: ['ann@client.example', 'bob@client.example', 'boss@firm.example'],
      content: null,
    });
    expect(google.server.calls('gmail.users.messages.list')[0]?.query.get('q')).toBe(`in:sent after:${Date.parse('2026-03-01T00:00:00Z') / 1000}`);
    expect(google.server.calls('gmail.users.messages.get')[0]?.query.get('format')).toBe('metadata');
  });

  it('reads the text only with the content on, its plain-text part\'s first 250 characters; the next round searches after the newest mail', async () => {
    google.mail.send(person, { id: 'm-0', sentAt: '2026-03-02T08:00:00.000Z', subject: 'Plan', to: ['ann@client.example'], cc: [], bcc: [], body: `Don't   miss\n\nthe <plan>: ${'x'.repeat(300)}` });
    seedSentMail(google.mail, person, 3);
    const sync = recordingMailSync(reader(), { withContent: true });
    await sync.sync();
    expect(sync.taken[0]?.content).toMatch(/^Dear contact 2, please find our offer attached\./);
    expect(sync.taken.at(-1)?.content).toBe(`Don't miss the <plan>: ${'x'.repeat(227)}`);
    expect(google.server.calls('gmail.users.messages.get').at(-1)?.query.get('format')).toBe('full');
    seedSentMail(google.mail, person, 1, 3);
    await sync.sync();
    expect(sync.takenIds().slice(4)).toEqual(['mail-3', 'mail-2']);
    expect(google.server.calls('gmail.users.messages.list').at(-1)?.query.get('q')).toBe(`in:sent after:${Date.parse('2026-03-02T09:50:00Z') / 1000}`);
  });

  it('a page that fails mid-round (a message read dropped): the next sync reads that page again and takes no mail twice', async () => {
    seedSentMail(google.mail, person, 25);
    const sync = recordingMailSync(reader());
    google.server.faults.script([null, null, null, null, null, null, null, null, null, null, null, null, null, { type: 'drop' }], { path: /\/gmail\/v1\/users\/me\/messages\// });
    await expect(sync.sync()).rejects.toMatchObject({ kind: 'unavailable' });
    expect(sync.taken).toHaveLength(10);
    await sync.sync();
    expect(new Set(sync.takenIds()).size).toBe(25);
    expect(sync.takenIds()).toHaveLength(25);
  });

  it('a 429 carries Retry-After; a token Google refuses is invalid_credentials', async () => {
    google.server.faults.script([{ type: 'rate_limit', retryAfterSeconds: 2 }], { path: /gmail/ });
    await expect(recordingMailSync(reader()).sync()).rejects.toMatchObject({ kind: 'rate_limited', retryAfterMs: 2000 });
    await expect(recordingMailSync(reader('revoked')).sync()).rejects.toMatchObject({ kind: 'invalid_credentials', status: 401 });
  });
});
