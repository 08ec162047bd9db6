import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordingMailSync } from '../../calendar/mail/testing.js';
import { GraphFake } from '../testing/graph-server.js';
import { seedSentMail } from '../testing/mail-data.js';
import { GraphMailReader } from './mail.js';

let graph: GraphFake;
let n = 0;
let person = '';

beforeAll(async () => {
  graph = await GraphFake.start();
});
afterAll(async () => {
  expect(graph.server.violations()).toEqual([]);
  await graph.server.close();
});
beforeEach(() => {
  graph.server.faults.clear();
  n += 1;
  person = `sam${n}@firm.example`;
  graph.tokens.set(`token-${n}`, person);
});

const reader = (token = `token-${n}`) => new GraphMailReader({ accessToken: token, baseUrl: graph.baseUrl }, { pageSize: 10 });
const sentCalls = () => graph.server.calls('user.mailFolders.ListMessages');

describe('sent mail through Microsoft Graph', () => {
  it('reads the sent items since the start, oldest first, page by page through @odata.nextLink, recipients in lower case', async () => {
    seedSentMail(graph.mail, person, 25);
    const sync = recordingMailSync(reader());
    expect(await sync.sync()).toEqual({ pages: 3, mails: 25, held: false });
    expect(sync.taken[0]).toEqual({
      external_id: 'mail-0',
      sent_at: '2026-03-02T09:10:00.000Z',
      subject: 'Offer 0',
      recipients: ['contact0@client.example', 'colleague@firm.example'],
      content: null,
    });
    const first = sentCalls().at(-3);
    expect(first?.query.get('$filter')).toBe('sentDateTime ge 2026-03-01T00:00:00.000Z');
    expect(first?.query.get('$select')).not.toContain('bodyPreview');
  });

  it('asks for the start of the text only with the content on, and keeps 250 characters of it', async () => {
    seedSentMail(graph.mail, person, 1);
    const sync = recordingMailSync(reader(), { withContent: true });
    await sync.sync();
    expect(sync.taken[0]?.content).toHaveLength(250);
    expect(sync.taken[0]?.content).toMatch(/^Dear contact 0, please find our offer attached\./);
    expect(sentCalls().at(-1)?.query.get('$select')).toContain('bodyPreview');
  });

  it('a next round reads from the last mail on: new mail, and the last one again (found registered already)', async () => {
    seedSentMail(graph.mail, person, 3);
    const sync = recordingMailSync(reader());
    await sync.sync();
    seedSentMail(graph.mail, person, 2, 3);
    expect(await sync.sync()).toEqual({ pages: 1, mails: 3, held: false });
    expect(sync.takenIds().slice(3)).toEqual(['mail-2', 'mail-3', 'mail-4']);
    expect(sentCalls().at(-1)?.query.get('$filter')).toBe('sentDateTime ge 2026-03-02T09:50:00.000Z');
  });

  it('a page that fails mid-round: the next sync goes on at that page', async () => {
    seedSentMail(graph.mail, person, 35);
    const sync = recordingMailSync(reader());
    graph.server.faults.script([null, null, { type: 'server_error', status: 503 }], { path: /sentitems/ });
    await expect(sync.sync()).rejects.toMatchObject({ kind: 'unavailable', status: 503 });
    expect(sync.taken).toHaveLength(20);
    await sync.sync();
    expect(new Set(sync.takenIds()).size).toBe(35);
    expect(sync.takenIds()).toHaveLength(35);
  });

  it('a 429 carries Retry-After; a token Graph does not accept is invalid_credentials', async () => {
    graph.server.faults.script([{ type: 'rate_limit', retryAfterSeconds: 4 }], { path: /sentitems/ });
    await expect(recordingMailSync(reader()).sync()).rejects.toMatchObject({ kind: 'rate_limited', retryAfterMs: 4000 });
    await expect(recordingMailSync(reader('expired')).sync()).rejects.toMatchObject({ kind: 'invalid_credentials', status: 401 });
  });
});
