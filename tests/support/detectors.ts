import type { FastifyInstance } from 'fastify';
import type { Ability } from '../../identity/tokens.js';
import type { Session } from './portal.js';

/** A token of the signed-in person's, made through POST /v1/auth/tokens; answers its secret. */
export async function tokenOf(session: Session, abilities: readonly Ability[] = ['detections:write'], name = 'Test detector'): Promise<string> {
  const answer = await session.post('/v1/auth/tokens', { name, abilities });
  if (answer.statusCode !== 201) throw new Error(`Making a token failed: ${answer.statusCode} ${answer.body}`);
  return answer.json<{ data: { token: string } }>().data.token;
}

/** A detector calling the portal with nothing but its API token, as a watcher does (no cookie, no CSRF header). */
export class Detector {
  constructor(
    private readonly app: FastifyInstance,
    readonly token: string,
  ) {}

  request(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
    const authorization = `Bearer ${this.token}`;
    if (payload === undefined) return this.app.inject({ method, url, headers: { authorization } });
    return this.app.inject({ method, url, headers: { authorization, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
  }

  get(url: string) {
    return this.request('GET', url);
  }
  post(url: string, payload?: unknown) {
    return this.request('POST', url, payload);
  }

  /** Creates a bucket as the official watchers do; answers the status (200 made, 304 there already). */
  async bucket(name: string, type = 'currentwindow', hostname = 'laptop') {
    return (await this.post(`/api/0/buckets/${name}`, { client: 'aw-watcher-window', type, hostname })).statusCode;
  }

  heartbeat(bucket: string, pulsetime: number, event: { timestamp: string; duration?: number; data: Record<string, unknown> }) {
    return this.post(`/api/0/buckets/${bucket}/heartbeat?pulsetime=${pulsetime}`, event);
  }

  /** The bucket's events, newest first. */
  async events(bucket: string): Promise<Array<{ id: number; timestamp: string; duration: number; data: Record<string, unknown> }>> {
    const answer = await this.get(`/api/0/buckets/${bucket}/events`);
    if (answer.statusCode !== 200) throw new Error(`Reading events failed: ${answer.statusCode} ${answer.body}`);
    return answer.json();
  }
}

/** An instant `seconds` after `base`, as RFC 3339. */
export const at = (base: Date, seconds: number): string => new Date(base.getTime() + seconds * 1000).toISOString();
