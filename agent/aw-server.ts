import { z } from 'zod';
import type { AwEvent } from './cursor.js';

/** How long one call may take before the server counts as unreachable for this pass. */
const CALL_TIMEOUT_MS = 30_000;

/*
 * What the agent reads of aw-server's answers (aw-server-rust, aw-server in Python, or the portal's /api/0):
 * only the fields it uses, loosely, as the servers differ in the rest (a bucket's name may be null, …).
 */
const info = z.object({ hostname: z.string() });
const bucket = z.object({ id: z.string(), type: z.string(), client: z.string(), hostname: z.string(), data: z.record(z.string(), z.unknown()).nullish() });
const event = z.object({ id: z.number().int(), timestamp: z.string(), duration: z.number(), data: z.record(z.string(), z.unknown()) });
const message = z.object({ message: z.string() });

export type AwBucket = z.infer<typeof bucket>;

/** The server did not answer, or answered that it cannot now (5xx, 429): worth trying again later. */
class ServerUnreachable extends Error {}

/** The server refused the call (a 4xx other than 429): sending it again changes nothing. */
export class ServerRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * A client of aw-server's REST API at /api/0: the person's local ActivityWatch, or the portal with its bearer
 * token. Uses Node's own fetch.
 */
export class AwServer {
  constructor(
    /** Says in messages which server it is: "ActivityWatch" or "the portal". */
    readonly name: string,
    readonly url: string,
    private readonly token?: string,
    /** Added to the message when the server does not take the token (401, 403). */
    private readonly whenUnauthorized = '',
  ) {}

  info() {
    return this.call('GET', '/api/0/info', info);
  }

  async buckets(): Promise<AwBucket[]> {
    return Object.values(await this.call('GET', '/api/0/buckets/', z.record(z.string(), bucket)));
  }

  /** Events overlapping `start…`, newest first (aw-server-rust cuts those starting earlier to `start`). */
  events(bucketId: string, query: { start?: string; limit?: number }): Promise<AwEvent[]> {
    const search = new URLSearchParams();
    if (query.start) search.set('start', query.start);
    if (query.limit) search.set('limit', String(query.limit));
    return this.call('GET', `${bucketPath(bucketId)}/events?${search}`, z.array(event));
  }

  /** One event, whole; undefined when the bucket has no such event (any more). */
  async event(bucketId: string, id: number): Promise<AwEvent | undefined> {
    try {
      return await this.call('GET', `${bucketPath(bucketId)}/events/${id}`, event);
    } catch (error) {
      if (error instanceof ServerRefused && error.status === 404) return undefined;
      throw error;
    }
  }

  /** Creates the bucket, or finds it there already (304). */
  async ensureBucket(target: AwBucket): Promise<void> {
    const { id, ...fields } = target;
    await this.call('POST', bucketPath(id), z.unknown(), { ...fields, data: fields.data ?? {} });
  }

  heartbeat(bucketId: string, beat: Omit<AwEvent, 'id'>, pulsetime: number): Promise<unknown> {
    return this.call('POST', `${bucketPath(bucketId)}/heartbeat?pulsetime=${pulsetime}`, z.unknown(), beat);
  }

  private async call<T>(method: 'GET' | 'POST', path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let answer: Response;
    try {
      const init: RequestInit = { method, headers, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) };
      if (body !== undefined) init.body = JSON.stringify(body);
      answer = await fetch(new URL(path, this.url), init);
    } catch (error) {
      throw new ServerUnreachable(`${this.name} at ${this.url} cannot be reached: ${reasonOf(error)}`, { cause: error });
    }
    const text = await answer.text();
    const said = `${this.name} answered ${method} ${path.split('?')[0]} with ${answer.status}: ${messageOf(text)}`;
    if (answer.status >= 500 || answer.status === 429) throw new ServerUnreachable(said);
    if (answer.status === 401 || answer.status === 403) throw new ServerRefused(`${said}${this.whenUnauthorized}`, answer.status);
    if (answer.status >= 400) throw new ServerRefused(said, answer.status);
    const parsed = schema.safeParse(answer.status === 304 || text === '' ? undefined : jsonOf(text));
    if (!parsed.success) throw new ServerRefused(`${this.name} answered ${method} ${path.split('?')[0]} with an answer aw-server would not give: ${parsed.error.message}`, answer.status);
    return parsed.data;
  }
}

const bucketPath = (id: string) => `/api/0/buckets/${encodeURIComponent(id)}`;

const reasonOf = (error: unknown): string => {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
};

/** The JSON of an answer, or the text itself when it is not JSON (the schema then says what was wrong). */
export function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function messageOf(text: string): string {
  const parsed = message.safeParse(jsonOf(text));
  return parsed.success ? parsed.data.message : text.slice(0, 200) || '(no message)';
}
