import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../cli/demo/index.js';
import { projectRoot } from '../../config/settings.js';

/** Starting PostgreSQL and seeding the demo firm take a while on a busy machine. */
const START_TIMEOUT_MS = 150_000;

/** `npm start` as a person runs it in a terminal, its output as they would read it. */
class Start {
  output = '';
  private readonly process: ChildProcess;
  private readonly exited: Promise<number | null>;

  constructor(env: Record<string, string>) {
    // In a process group of its own, as a terminal's foreground job: Ctrl-C reaches the portal and its PostgreSQL.
    // Node with tsx's loader rather than the tsx command: that relays a signal to its child and kills the child when
    // it has not heard back within 30 ms, which a machine busy with the other tests cannot promise.
    this.process = spawn(process.execPath, ['--import', 'tsx', 'cli/start.ts'], { cwd: projectRoot, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [this.process.stdout, this.process.stderr]) stream?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    // 'close', not 'exit': its output may still be arriving when the process has exited.
    this.exited = new Promise((resolve) => this.process.on('close', (code) => resolve(code)));
  }

  /** Resolves once the output shows `text`; fails when the process ends first. */
  until(text: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (this.output.includes(text)) resolve();
        else if (this.process.exitCode !== null) reject(new Error(`npm start ended (${this.process.exitCode}) before "${text}":\n${this.output}`));
      };
      for (const stream of [this.process.stdout, this.process.stderr]) stream?.on('data', check);
      this.process.on('exit', check);
      check();
    });
  }

  /** Ctrl-C: SIGINT to the whole process group, as the terminal sends it. */
  async interrupt(): Promise<number | null> {
    process.kill(-this.process.pid!, 'SIGINT');
    return this.exited;
  }

  kill(): void {
    if (this.process.exitCode === null) process.kill(-this.process.pid!, 'SIGKILL');
  }
}

describe('npm start in a terminal', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'tally-start-'));
  const port = 20_000 + (process.pid % 10_000);
  const env = {
    PORT: String(port),
    EMBEDDED_PG_PORT: String(port + 1),
    EMBEDDED_PG_DATA_DIR: path.join(folder, 'postgres'),
    UI_DIST_DIR: path.join(folder, 'ui'),
    SEED_DEMO: 'true',
    LOG_LEVEL: 'info',
    LOG_FORMAT: '',
    LOG_REQUESTS: '',
    DATABASE_URL: '',
  };
  const starts: Start[] = [];
  const start = (extra: Record<string, string> = {}) => {
    const started = new Start({ ...env, ...extra });
    starts.push(started);
    return started;
  };
  let first: Start;
  let firstExit: number | null;

  beforeAll(async () => {
    first = start();
    await first.until('Stop with Ctrl-C.');
    firstExit = await first.interrupt();
  }, 2 * START_TIMEOUT_MS);
  afterAll(() => {
    for (const started of starts) started.kill();
    rmSync(folder, { recursive: true, force: true });
  });

  it('seeds the demo firm without a line per request, and ends with a short banner: the address, the demo logins and how to stop', () => {
    const lines = first.output.split('\n');
    const beforeStopping = lines.slice(0, lines.findIndex((line) => line.includes('Stopping (SIGINT)'))).filter((line) => line.trim() !== '');
    expect(beforeStopping.join('\n')).not.toMatch(/incoming request|request completed/);
    const banner = beforeStopping.slice(beforeStopping.findIndex((line) => line.includes('Tally is running at')));
    expect(banner[0]).toContain(`http://127.0.0.1:${port}`);
    expect(banner.join('\n')).toContain(`Demo firm created. Sign in with password "tally-demo" as:`);
    for (const login of DEMO_LOGINS) expect(banner.join('\n')).toContain(login.email);
    expect(banner.at(-1)?.trim()).toBe('Stop with Ctrl-C.');
    expect(banner).toHaveLength(DEMO_LOGINS.length + 3);
  });

  it('writes JSON log lines when its output is not a terminal, as a server’s log collector reads them', () => {
    const logLines = first.output.split('\n').filter((line) => line.startsWith('{'));
    expect(logLines.length).toBeGreaterThan(2);
    for (const line of logLines) expect(() => JSON.parse(line)).not.toThrow();
  });

  it('stops quietly and in order on Ctrl-C: no database error traces, no warnings, exit code 0', () => {
    expect(firstExit).toBe(0);
    const stopping = first.output.slice(first.output.indexOf('Stopping'));
    expect(stopping).not.toContain('terminating connection');
    expect(stopping).not.toContain('FATAL');
    expect(stopping).not.toMatch(/"level":(40|50|60)/);
    expect(stopping.trim().split('\n').at(-1)).toContain('Stopped');
  });

  it('repeats the demo logins on a second start, in readable lines when asked (LOG_FORMAT=pretty)', async () => {
    const second = start({ LOG_FORMAT: 'pretty' });
    await second.until('Stop with Ctrl-C.');
    expect(second.output).not.toContain('Creating the demo firm');
    expect(second.output).toMatch(/\[\d\d:\d\d:\d\d\] INFO: Server listening/);
    const banner = second.output.slice(second.output.indexOf('Tally is running at'));
    for (const login of DEMO_LOGINS) expect(banner).toContain(login.email);
    expect(await second.interrupt()).toBe(0);
  }, START_TIMEOUT_MS);
});
