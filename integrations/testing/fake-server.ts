import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomFrom } from '../../domain/shared/random.js';
import type { OpenApiContract } from './contract.js';

/**
 * The shared part of the vendor contract servers (test code): an http.createServer that records every request,
 * checks it against the vendor's contract before the vendor logic sees it, checks the answer too (so a fake
 * cannot drift from the document), enforces the vendor's rate limit, and injects faults — 429 with Retry-After,
 * 5xx, a hang until the client times out, a dropped connection, a 200 that is not JSON — scripted or for a fraction of calls, before
 * the vendor does the work or after it (the answer is lost but the entry exists: the case idempotency is for).
 */

export interface FakeRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  contentType?: string;
  /** Parsed JSON when the request said JSON, else the text; undefined when empty. */
  body: unknown;
}

export interface FakeResponse {
  status: number;
  headers?: Record<string, string>;
  /** JSON body; a string is sent as text (an HTML error page, say). */
  body?: unknown;
}

export type Fault =
  | { type: 'rate_limit'; retryAfterSeconds?: number | null }
  | { type: 'server_error'; status?: number }
  | { type: 'hang' }
  | { type: 'drop' }
  /** 200 with a body that is not the vendor's JSON (a captive portal, a proxy's page). */
  | { type: 'malformed' };

/** `after: true`: the vendor does the work first, then the fault replaces its answer. */
export type InjectedFault = Fault & { after?: boolean };

export interface FaultFilter {
  method?: string;
  path?: RegExp;
  /** Whose requests meet the faults, by their Authorization header: another person's background read passes untouched. */
  authorization?: (header: string | undefined) => boolean;
}

export interface RecordedRequest extends FakeRequest {
  /** When it arrived (ms since the epoch): what a test of waiting out a Retry-After compares. */
  at: number;
  operationId?: string;
  violations: string[];
  status?: number;
  fault?: Fault['type'];
}

export interface ContractCheck {
  operationId?: string;
  errors: string[];
}

export interface FakeVendor {
  /** The vendor's own logic, after auth-free contract checks passed. */
  handle(request: FakeRequest): FakeResponse | Promise<FakeResponse>;
  /** The contract check for this request; undefined when no document covers the call. */
  checkRequest(request: FakeRequest): ContractCheck | undefined;
  checkResponse(request: FakeRequest, response: FakeResponse): string[];
  /** The vendor's answers to a request that breaks its contract, to rate limiting, and to its own failure. */
  invalidRequest(errors: string[]): FakeResponse;
  rateLimited(retryAfterSeconds: number | null): FakeResponse;
  serverError(status: number): FakeResponse;
  rateLimit?: { limit: number; windowMs: number };
}

export class FaultInjector {
  private scripted: { faults: Array<InjectedFault | null>; filter?: FaultFilter } | undefined;
  private randomly: { fraction: number; faults: InjectedFault[]; next: () => number; filter?: FaultFilter } | undefined;

  /** The next matching requests meet these faults in order (null = answered normally). */
  script(faults: Array<InjectedFault | null>, filter?: FaultFilter): void {
    this.scripted = { faults: [...faults], ...(filter ? { filter } : {}) };
  }

  /** Each matching request meets one of `faults` with probability `fraction` (seeded, so reproducible). */
  random(fraction: number, faults: InjectedFault[], options: { seed?: number; filter?: FaultFilter } = {}): void {
    this.randomly = { fraction, faults, next: randomFrom(options.seed ?? 1), ...(options.filter ? { filter: options.filter } : {}) };
  }

  clear(): void {
    this.scripted = undefined;
    this.randomly = undefined;
  }

  take(request: FakeRequest): InjectedFault | undefined {
    if (this.scripted && matches(this.scripted.filter, request) && this.scripted.faults.length > 0) {
      return this.scripted.faults.shift() ?? undefined;
    }
    if (this.randomly && matches(this.randomly.filter, request)) {
      const { fraction, faults, next } = this.randomly;
      if (next() < fraction) return faults[Math.floor(next() * faults.length)];
    }
    return undefined;
  }
}

export class FakeServer {
  readonly requests: RecordedRequest[] = [];
  readonly faults = new FaultInjector();
  /** Answers of the fake that break the document: a bug in the fake, reported like a violation. */
  readonly answerDrift: string[] = [];
  private readonly server: http.Server;
  private readonly hits: number[] = [];
  url = '';

  constructor(private readonly vendor: FakeVendor) {
    this.server = http.createServer((req, res) => {
      void this.serve(req, res).catch((error: unknown) => {
        if (!res.headersSent) send(res, { status: 500, body: { fake_error: String(error) } });
      });
    });
  }

  async listen(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** Every contract violation of a request we received, and every answer that broke the document. */
  violations(): string[] {
    const received = this.requests.flatMap((r) => r.violations.map((v) => `${r.method} ${r.path}: ${v}`));
    return [...received, ...this.answerDrift];
  }

  /** Requests that reached a given operation (by operationId or a path pattern). */
  calls(operation: string | RegExp, method?: string): RecordedRequest[] {
    return this.requests.filter(
      (r) =>
        (method === undefined || r.method === method) &&
        (typeof operation === 'string' ? r.operationId === operation : operation.test(r.path)),
    );
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async serve(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const request = await readRequest(req);
    const record: RecordedRequest = { ...request, at: Date.now(), violations: [] };
    this.requests.push(record);
    const fault = this.faults.take(request);
    if (fault) record.fault = fault.type;
    if (fault && !fault.after) return this.inject(fault, res, record);

    let response: FakeResponse;
    const check = this.vendor.checkRequest(request);
    if (check?.operationId) record.operationId = check.operationId;
    if (check && check.errors.length > 0) record.violations.push(...check.errors);
    if (this.overLimit()) {
      response = this.vendor.rateLimited(this.secondsUntilSlot());
    } else if (record.violations.length > 0) {
      response = this.vendor.invalidRequest(record.violations);
    } else {
      response = await this.vendor.handle(request);
      this.answerDrift.push(...this.vendor.checkResponse(request, response).map((e) => `answer to ${request.method} ${request.path}: ${e}`));
    }
    if (fault) return this.inject(fault, res, record);
    record.status = response.status;
    send(res, response);
  }

  private inject(fault: Fault, res: http.ServerResponse, record: RecordedRequest): void {
    switch (fault.type) {
      case 'rate_limit': {
        const response = this.vendor.rateLimited(fault.retryAfterSeconds === undefined ? 1 : fault.retryAfterSeconds);
        record.status = response.status;
        return send(res, response);
      }
      case 'server_error': {
        const response = this.vendor.serverError(fault.status ?? 500);
        record.status = response.status;
        return send(res, response);
      }
      case 'hang':
        return; // closeAllConnections() ends it when the server closes.
      case 'drop':
        res.socket?.destroy();
        return;
      case 'malformed':
        record.status = 200;
        return send(res, { status: 200, body: '<html><body>Please sign in to the network</body></html>' });
    }
  }

  private overLimit(): boolean {
    const limit = this.vendor.rateLimit;
    if (!limit) return false;
    const now = Date.now();
    while (this.hits.length > 0 && (this.hits[0] ?? 0) <= now - limit.windowMs) this.hits.shift();
    if (this.hits.length >= limit.limit) return true;
    this.hits.push(now);
    return false;
  }

  private secondsUntilSlot(): number {
    const limit = this.vendor.rateLimit;
    const oldest = this.hits[0];
    if (!limit || oldest === undefined) return 1;
    return Math.max(1, Math.ceil((oldest + limit.windowMs - Date.now()) / 1000));
  }
}

async function readRequest(req: http.IncomingMessage): Promise<FakeRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  const url = new URL(req.url ?? '/', 'http://fake');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  const contentType = headers['content-type'];
  let body: unknown = text === '' ? undefined : text;
  if (text !== '' && contentType?.includes('json')) {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = text;
    }
  }
  return { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers, ...(contentType ? { contentType } : {}), body };
}

function send(res: http.ServerResponse, response: FakeResponse): void {
  const isText = typeof response.body === 'string';
  const payload = response.body === undefined ? '' : isText ? (response.body as string) : JSON.stringify(response.body);
  res.writeHead(response.status, {
    ...(response.body === undefined ? {} : { 'Content-Type': isText ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8' }),
    ...response.headers,
  });
  res.end(payload);
}

function matches(filter: FaultFilter | undefined, request: FakeRequest): boolean {
  if (!filter) return true;
  if (filter.method && filter.method !== request.method) return false;
  if (filter.authorization && !filter.authorization(request.headers.authorization)) return false;
  return !filter.path || filter.path.test(request.path);
}

export function retryAfterHeader(seconds: number | null): Record<string, string> {
  return seconds === null ? {} : { 'Retry-After': String(seconds) };
}

/** The contract checks of a vendor described by an OpenAPI document; `toDocumentPath` maps served paths to it. */
export function openApiChecks(
  contract: OpenApiContract,
  toDocumentPath: (path: string) => string | undefined = (path) => path,
): Pick<FakeVendor, 'checkRequest' | 'checkResponse'> {
  return {
    checkRequest: (request) => {
      const path = toDocumentPath(request.path);
      return path === undefined ? undefined : contract.checkRequest({ ...request, path });
    },
    checkResponse: (request, response) => {
      const path = toDocumentPath(request.path);
      return path === undefined ? [] : contract.checkResponse(request.method, path, response.status, response.body);
    },
  };
}
