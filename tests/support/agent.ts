import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { AWClient } from 'aw-client';
import type { FastifyInstance } from 'fastify';
import { agentMain } from '../../agent/commands.js';
import { openPortal, type Portal } from '../../portal/portal.js';
import { tokenOf } from './detectors.js';
import { createTestOrganisation, startTestPortal, type Organisation, type TestPortal } from './portal.js';

/** A portal listening on a port of 127.0.0.1; answers its address. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * Two portal processes on one database: P, the portal the agent forwards to, and L, standing in for the
 * person's local aw-server (the same /api/0 surface), which the agent reads with a token of its own.
 */
export interface AgentSetting {
  portal: TestPortal;
  local: Portal;
  portalUrl: string;
  localUrl: string;
  firm: Organisation;
  /** The machines' config folders, removed on close. */
  folders: string[];
  close(): Promise<void>;
}

export async function startAgentSetting(): Promise<AgentSetting> {
  const portal = await startTestPortal();
  const local = await openPortal({ databaseUrl: portal.db.url, logger: false, poolSize: 5 });
  const [portalUrl, localUrl] = [await listen(portal.app), await listen(local.app)];
  const folders: string[] = [];
  return {
    portal,
    local,
    portalUrl,
    localUrl,
    firm: await createTestOrganisation(portal),
    folders,
    async close() {
      for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
      await local.close();
      await portal.close();
    },
  };
}

/** What an agent command wrote, and its exit code. */
export interface AgentOutcome {
  code: number;
  out: string;
  err: string;
}

/**
 * A person with ActivityWatch on their machine (L, their watchers' buckets, filled with the official aw-client)
 * and an agent with a config folder of its own, signed in to P with a token of theirs.
 */
export class Machine {
  private constructor(
    readonly setting: AgentSetting,
    readonly folder: string,
    readonly localToken: string,
    readonly portalToken: string,
  ) {}

  static async start(setting: AgentSetting, config: Record<string, unknown> = {}): Promise<Machine> {
    const person = await setting.firm.member('user');
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tally-agent-'));
    setting.folders.push(folder);
    fs.writeFileSync(path.join(folder, 'config.json'), JSON.stringify({ portal: setting.portalUrl, backfill_days: 3, ...config }));
    const portalToken = await tokenOf(person, ['detections:write'], `${os.hostname()} (agent)`);
    fs.writeFileSync(path.join(folder, 'token'), portalToken);
    // Another person of the same database holds the local buckets: P's buckets of the person stay apart from them.
    const localToken = await tokenOf(await setting.firm.member('user'), ['detections:write'], 'aw-server stand-in');
    return new Machine(setting, folder, localToken, portalToken);
  }

  /** A watcher's aw-client on the local aw-server. */
  watcher(name: string): AWClient {
    const client = new AWClient(name, { baseURL: this.setting.localUrl });
    client.req.defaults.headers.common.Authorization = `Bearer ${this.localToken}`;
    return client;
  }

  /** Runs an agent command (as `tally-agent <args>`) reading the local aw-server; extra args come last. */
  agent(command: string, ...args: string[]): Promise<AgentOutcome> {
    return this.run([command, ...args], () => undefined);
  }

  /** Runs an agent command; `onErr` sees each line it writes to err, and may stop it (as SIGTERM does). */
  async run(args: string[], onErr: (line: string, stop: () => void) => void): Promise<AgentOutcome> {
    const out: string[] = [];
    const err: string[] = [];
    const stop = new AbortController();
    const [command = '', ...rest] = args;
    const code = await agentMain([command, '--config', this.folder, '--aw', this.setting.localUrl, '--aw-token', this.localToken, ...rest], {
      out: (line) => out.push(line),
      err: (line) => {
        err.push(line);
        onErr(line, () => stop.abort());
      },
      openBrowser: () => undefined,
      signal: stop.signal,
      now: () => new Date(),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  /** A bucket's events on P, oldest first, as [start, duration, data]. */
  portalEvents(bucket: string) {
    return eventsOf(this.setting.portalUrl, this.portalToken, bucket);
  }

  /** A bucket's events on the local aw-server, oldest first, as [start, duration, data]. */
  localEvents(bucket: string) {
    return eventsOf(this.setting.localUrl, this.localToken, bucket);
  }

  /** The person's bucket ids on P. */
  async portalBuckets(): Promise<string[]> {
    const answer = await fetch(`${this.setting.portalUrl}/api/0/buckets/`, { headers: { authorization: `Bearer ${this.portalToken}` } });
    const buckets: Record<string, unknown> = await answer.json();
    return Object.keys(buckets).sort();
  }

  file(name: string): string {
    return path.join(this.folder, name);
  }
}

type EventTuple = [string, number, Record<string, unknown>];

async function eventsOf(url: string, token: string, bucket: string): Promise<EventTuple[]> {
  const answer = await fetch(`${url}/api/0/buckets/${bucket}/events`, { headers: { authorization: `Bearer ${token}` } });
  if (answer.status === 404) return [];
  const events: Array<{ timestamp: string; duration: number; data: Record<string, unknown> }> = await answer.json();
  return events.reverse().map((event): EventTuple => [event.timestamp, event.duration, event.data]);
}
