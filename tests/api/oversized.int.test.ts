import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../api/errors/catalogue.js';
import { createTestOrganisation, startTestPortal, type Organisation, type TestPortal } from '../support/portal.js';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Node's HTTP parser allows 16 KiB of request line and headers; these go well over it. */
const OVER_HEADER_LIMIT = 'x'.repeat(20 * 1024);

/**
 * One request over a plain socket, as bytes, and the answer as it arrives until the server closes the connection
 * (a refusal, or `Connection: close`): app.inject never meets Node's HTTP parser, where these requests are refused.
 */
function exchange(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString();
      const [head = '', ...body] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: body.join('\r\n\r\n') });
    });
    // Not ended: a client that half-closes may be taken as gone before its answer is ready.
    socket.write(request);
  });
}

/** The catalogue's shape, the reference also in the X-Request-Reference header. */
function expectCatalogueError(answer: RawAnswer, code: keyof typeof catalogue) {
  expect(answer.status, answer.body).toBe(catalogue[code].status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(answer.body)).toEqual({
    status: catalogue[code].status,
    code,
    title: catalogue[code].title,
    message: expect.any(String),
    reference: answer.headers['x-request-reference'],
  });
  expect(answer.headers['x-request-reference']).toMatch(/^req_[0-9a-f]{16}$/);
}

describe('requests too large for the server, over real HTTP', () => {
  let test: TestPortal;
  let firm: Organisation;
  let port: number;
  beforeAll(async () => {
    test = await startTestPortal();
    firm = await createTestOrganisation(test);
    await test.app.listen({ host: '127.0.0.1', port: 0 });
    port = (test.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => test.close());

  const signedInHeaders = () => `Cookie: tally_session=${firm.admin.cookie('tally_session')}; XSRF-TOKEN=${firm.admin.csrf}\r\nX-XSRF-TOKEN: ${firm.admin.csrf}\r\n`;

  it('answers an oversized header with 431 in the catalogue’s shape', async () => {
    const answer = await exchange(port, `GET /v1/users/self HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en\r\nX-Filler: ${OVER_HEADER_LIMIT}\r\n\r\n`);

    expectCatalogueError(answer, 'request_header_fields_too_large');
  });

  it('answers an oversized address (a huge query) with 431 in the catalogue’s shape', async () => {
    const answer = await exchange(port, `GET /v1/contacts?name=like:${OVER_HEADER_LIMIT} HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en\r\n${signedInHeaders()}\r\n`);

    expectCatalogueError(answer, 'request_header_fields_too_large');
  });

  it('answers a request it cannot read at all with 400 in the catalogue’s shape', async () => {
    const answer = await exchange(port, 'NOT AN HTTP REQUEST\r\nAccept-Language: en\r\n\r\n');

    expectCatalogueError(answer, 'bad_request');
  });

  it('answers a body over the limit with 413 in the catalogue’s shape, and creates nothing', async () => {
    const body = JSON.stringify({ name: 'Too large BV', description: 'x'.repeat(2 * 1024 * 1024) });
    const answer = await exchange(
      port,
      `POST /v1/contacts HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${signedInHeaders()}\r\n${body}`,
    );

    expectCatalogueError(answer, 'payload_too_large');
    expect((await firm.admin.get('/v1/contacts?name=eq:Too large BV')).json().data).toEqual([]);
  });

  it('keeps serving after all of them', async () => {
    const answer = await exchange(port, `GET /v1/users/self HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${signedInHeaders()}\r\n`);

    expect(answer.status).toBe(200);
  });
});
