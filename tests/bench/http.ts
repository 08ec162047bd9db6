import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { csrfTokenOf } from '../../api/plugins/csrf.js';
import { startSession } from '../../identity/sessions.js';
import { latencies } from './support.js';

export interface HttpAnswer {
  status: number;
  /** The answer's text; empty for a 200 answer asked for without it (`timed`). */
  body: string;
  bytes: number;
  headers: http.IncomingHttpHeaders;
}

/** A signed-in browser over real HTTP: the session cookie, and the CSRF cookie echoed in its header. */
export interface HttpSession {
  userId: string;
  request(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<HttpAnswer>;
  /**
   * The same request, its answer's bytes received and counted but not decoded when it is a 200: a browser decodes
   * an answer in its own process, and this client runs in the portal's, where decoding each of a 12-month report's
   * 4.6 MB into a string put the garbage collector's full collections in the portal's calls (p95 98 ms against 55).
   */
  timed(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<HttpAnswer>;
}

/** The portal on a random port of 127.0.0.1; answers its base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * A session minted in the database (the cookie a browser holds after signing in) and its CSRF token.
 * Requests go over keep-alive node:http connections: the clients run in the portal's own process, and fetch
 * spent 3.5 times the CPU per request here (740 against 2,570 bare one-INSERT requests a second), time the
 * portal would otherwise have.
 */
export async function httpSession(pool: pg.Pool, baseUrl: string, userId: string): Promise<HttpSession> {
  const session = await startSession(pool, userId);
  const csrf = csrfTokenOf(session);
  const cookie = `tally_session=${session}; XSRF-TOKEN=${csrf}`;
  return {
    userId,
    request: (method, path, body) => send(method, `${baseUrl}${path}`, { cookie, 'x-xsrf-token': csrf }, body),
    timed: (method, path, body) => send(method, `${baseUrl}${path}`, { cookie, 'x-xsrf-token': csrf }, body, false),
  };
}

const agent = new http.Agent({ keepAlive: true });

/** One request over a kept-alive connection; the answer's status and body (a 200's only when `decode`). */
export function send(method: string, url: string, headers: Record<string, string>, body?: unknown, decode = true): Promise<HttpAnswer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method, agent, headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (response) => {
        const chunks: Buffer[] = [];
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          chunks.push(chunk);
        });
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          resolve({ status, body: decode || status !== 200 ? Buffer.concat(chunks).toString() : '', bytes, headers: response.headers });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Answers that are not 200, counted by status, with the first body of each as an example. */
export class Failures {
  readonly byStatus: Record<string, { count: number; example: string }> = {};

  note(path: string, answer: HttpAnswer): void {
    if (answer.status === 200) return;
    const entry = (this.byStatus[answer.status] ??= { count: 0, example: `${path}: ${answer.body.slice(0, 300)}` });
    entry.count++;
  }

  get count(): number {
    return Object.values(this.byStatus).reduce((sum, entry) => sum + entry.count, 0);
  }
}

/** Sequential requests, the first `warmUp` of them untimed; non-200 answers, and answers of other than `bytes` when given, throw. */
export async function sequential(requests: number, warmUp: number, send: (i: number) => Promise<HttpAnswer>, bytes?: number) {
  const samples: number[] = [];
  for (let i = 0; i < warmUp + requests; i++) {
    const before = process.hrtime.bigint();
    const answer = await send(i);
    const ms = Number(process.hrtime.bigint() - before) / 1e6;
    if (answer.status !== 200) throw new Error(`Request ${i} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    if (bytes !== undefined && answer.bytes !== bytes) throw new Error(`Request ${i} answered ${answer.bytes} bytes, the first ${bytes}`);
    if (i >= warmUp) samples.push(ms);
  }
  if (process.env.SAMPLES) console.log(samples.map((s) => s.toFixed(0)).join(" "));
  return latencies(samples);
}
