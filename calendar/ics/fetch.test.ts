import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchFeed, FeedFetchError } from './fetch.js';

let server: Server;
let base: string;
const CALENDAR = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/calendar.ics') return void response.writeHead(200, { 'content-type': 'text/calendar' }).end(CALENDAR);
    if (request.url === '/moved') return void response.writeHead(302, { location: '/calendar.ics' }).end();
    if (request.url === '/to-ftp') return void response.writeHead(302, { location: 'ftp://example.test/a.ics' }).end();
    if (request.url === '/loop') return void response.writeHead(302, { location: '/loop' }).end();
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const refusal = (url: string, internalAddresses: boolean) => fetchFeed(url, { internalAddresses }).then(() => 'read', (error: unknown) => (error instanceof FeedFetchError ? error.message : `other: ${String(error)}`));

describe('reading an ICS feed by URL', () => {
  it('refuses what a portal must not read: http, this machine, its network and a cloud metadata address', async () => {
    expect(await refusal(`${base}/calendar.ics`, false)).toBe('A feed URL must be https.');
    for (const host of ['127.0.0.1', '[::1]', '10.1.2.3', '192.168.1.10', '169.254.169.254', 'localhost']) {
      expect(await refusal(`https://${host}/calendar.ics`, false)).toMatch(/is an internal address/);
    }
    expect(await refusal('ftp://example.test/a.ics', true)).toBe('A feed URL must be http or https.');
  });

  it('follows redirects by hand, checking every hop as the first (a public feed may send the reader on), and not for ever', async () => {
    expect(await fetchFeed(`${base}/moved`, { internalAddresses: true })).toBe(CALENDAR);
    // A local server stands in for a public one, so the policy allows it; the hop's address is refused as a first one is.
    expect(await refusal(`${base}/to-ftp`, true)).toBe('A feed URL must be http or https.');
    expect(await refusal(`${base}/loop`, true)).toBe('The feed redirects more than 5 times.');
  });
});
