import type { z } from 'zod';
import { readAnswer } from './answers.js';
import { VendorError, type VendorLogger } from './vendor.js';
import type { ExternalSystem } from '../domain/push/systems.js';

/**
 * One HTTP attempt to a vendor with Node's fetch (undici): a timeout over the whole exchange, and every
 * failure turned into a VendorError. Vendors differ only in how their error bodies read (`readError`).
 */

const defaultTimeoutMs = 30_000;

export interface VendorHttpConfig {
  system: ExternalSystem;
  baseUrl: string;
  /** Auth and vendor headers for every call. Kept out of logs and errors. */
  headers: () => Record<string, string>;
  timeoutMs?: number;
  logger?: VendorLogger;
  /** The vendor's message from an error body (JSON parsed when it was JSON, else the text). */
  readError: (body: unknown, status: number) => string;
}

export interface VendorRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface VendorResponse {
  status: number;
  body: unknown;
}

export class VendorHttp {
  readonly #config: VendorHttpConfig;

  constructor(config: VendorHttpConfig) {
    this.#config = config;
  }

  get system(): ExternalSystem {
    return this.#config.system;
  }

  /** Sends the request; resolves with a 2xx answer, rejects with a VendorError otherwise. */
  async send(request: VendorRequest): Promise<VendorResponse> {
    const { system, timeoutMs = defaultTimeoutMs, logger } = this.#config;
    const url = this.url(request);
    const started = performance.now();
    const log = { system, method: request.method, path: url.pathname };
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method: request.method,
        headers: {
          Accept: 'application/json',
          ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...this.#config.headers(),
          ...request.headers,
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
      const reason = timedOut ? `no answer within ${timeoutMs} ms` : `connection failed: ${describe(error)}`;
      logger?.warn({ ...log, ms: elapsed(started), reason }, 'vendor call failed');
      throw new VendorError(system, 'unavailable', reason, { cause: error });
    }
    logger?.debug({ ...log, status: response.status, ms: elapsed(started) }, 'vendor call');
    const body = parseBody(text);
    if (response.ok) return { status: response.status, body };
    throw this.toError(response, body);
  }

  /** Sends and reads the answer with the operation's schema (see answers.ts); an answer of another shape is `unexpected`. */
  async read<S extends z.ZodType>(operation: string, request: VendorRequest, answer: S): Promise<z.output<S>> {
    return readAnswer(this.system, operation, answer, await this.send(request));
  }

  private url(request: VendorRequest): URL {
    const url = new URL(this.#config.baseUrl.replace(/\/$/, '') + request.path);
    for (const [key, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    return url;
  }

  private toError(response: Response, body: unknown): VendorError {
    const { system } = this.#config;
    const status = response.status;
    const vendorMessage = this.#config.readError(body, status) || `HTTP ${status}`;
    const retryAfterMs = retryAfter(response.headers, Date.now());
    const details = { status, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) };
    if (status === 429) return new VendorError(system, 'rate_limited', vendorMessage, details);
    if (status === 401 || status === 403) return new VendorError(system, 'invalid_credentials', vendorMessage, details);
    if ([400, 404, 405, 409, 410, 413, 422].includes(status)) {
      return new VendorError(system, 'invalid_request', vendorMessage, details);
    }
    if (status >= 500) return new VendorError(system, 'unavailable', vendorMessage, details);
    return new VendorError(system, 'unexpected', vendorMessage, details);
  }
}

/**
 * How long the vendor asked us to wait: `Retry-After` (seconds or an HTTP date), else a rate-limit reset
 * header (`X-RateLimit-Reset`: epoch seconds, seconds from now, or an ISO date). Undefined when not said.
 */
export function retryAfter(headers: Headers, now: number): number | undefined {
  const value = headers.get('retry-after');
  if (value !== null && value.trim() !== '') {
    if (/^\d+(\.\d+)?$/.test(value.trim())) return Math.round(Number(value) * 1000);
    const date = Date.parse(value);
    if (!Number.isNaN(date)) return Math.max(0, date - now);
  }
  const reset = headers.get('x-ratelimit-reset');
  if (reset !== null && reset.trim() !== '') {
    if (/^\d+$/.test(reset.trim())) {
      const seconds = Number(reset);
      // Large numbers are epoch seconds, small ones a delay.
      return seconds > 1_000_000_000 ? Math.max(0, seconds * 1000 - now) : seconds * 1000;
    }
    const date = Date.parse(reset);
    if (!Number.isNaN(date)) return Math.max(0, date - now);
  }
  return undefined;
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function describe(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  if (cause instanceof Error) {
    const code = (cause as NodeJS.ErrnoException).code;
    return code ? `${code} ${cause.message}` : cause.message;
  }
  return String(cause);
}

function elapsed(started: number): number {
  return Math.round(performance.now() - started);
}

/** Trims an error body that was not JSON (an HTML error page, say) to something a person can read. */
export function textMessage(body: unknown): string {
  return typeof body === 'string' ? body.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 300) : '';
}
