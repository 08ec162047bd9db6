import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AwServer } from '../../agent/aw-server.js';
import { filtersSchema, privacyFilter } from '../../agent/filters.js';
import { AgentFolder } from '../../agent/folder.js';
import { Forwarder } from '../../agent/forward.js';
import { Cursors } from '../../agent/state.js';
import { freePort } from '../../db/free-port.js';
import { Machine, startAgentSetting, type AgentSetting } from '../support/agent.js';

/**
 * The agent forwarding a person's local ActivityWatch to the portal: a second portal process stands in for the
 * local aw-server (the same /api/0 surface), filled with the official aw-client the way the watchers fill it,
 * and `once` passes of the agent's command line forward it to the portal. The portal's events must equal the
 * local ones after the filters, whatever stops in between.
 */
const HOST = 'laptop-of-ada';
const WINDOW = `aw-watcher-window_${HOST}`;
const AFK = `aw-watcher-afk_${HOST}`;
const WEB = 'aw-watcher-web-chrome';
/** aw-watcher-web's bucket at the portal: with the local aw-server's hostname (the stand-in's: this machine's). */
const PORTAL_WEB = `${WEB}_${os.hostname()}`;

let setting: AgentSetting;
beforeAll(async () => {
  setting = await startAgentSetting();
});
afterAll(async () => setting.close());

/** An instant `seconds` after a start forty minutes ago (inside today's backfill and the retention). */
const start = new Date(Date.now() - 40 * 60_000);
const t = (seconds: number) => new Date(start.getTime() + seconds * 1000);

/** The watchers of one machine, as aw-watcher-window, aw-watcher-afk and aw-watcher-web send their heartbeats. */
function watchersOf(machine: Machine) {
  const window = machine.watcher('aw-watcher-window');
  const afk = machine.watcher('aw-watcher-afk');
  const web = machine.watcher('aw-client-web');
  return {
    async start() {
      await window.ensureBucket(WINDOW, 'currentwindow', HOST);
      await afk.ensureBucket(AFK, 'afkstatus', HOST);
      await web.ensureBucket(WEB, 'web.tab.current', 'unknown');
    },
    /** A window heartbeat a second from `from` to `to` (aw-watcher-window polls every second, pulsetime 2). */
    async window(from: number, to: number, app: string, title = `${app} window`) {
      for (let second = from; second <= to; second += 1) await window.heartbeat(WINDOW, 2, { timestamp: t(second), duration: 0, data: { app, title } });
    },
    afk: (second: number, status: 'afk' | 'not-afk', duration = 0) => afk.heartbeat(AFK, 185, { timestamp: t(second), duration, data: { status } }),
    tab: (second: number, url: string, title: string) => web.heartbeat(WEB, 80, { timestamp: t(second), duration: 0, data: { url, title, tabCount: 2 } }),
  };
}

async function expectForwarded(machine: Machine) {
  expect(await machine.portalEvents(WINDOW)).toEqual(await machine.localEvents(WINDOW));
  expect(await machine.portalEvents(AFK)).toEqual(await machine.localEvents(AFK));
  expect(await machine.portalEvents(PORTAL_WEB)).toEqual(await machine.localEvents(WEB));
}

describe('the agent forwarding ActivityWatch to the portal', () => {
  it('forwards the window, afk and web buckets pass by pass, the last event growing between passes included', async () => {
    const machine = await Machine.start(setting);
    const watchers = watchersOf(machine);
    await watchers.start();
    await watchers.window(0, 4, 'Code');
    await watchers.window(5, 7, 'Firefox');
    await watchers.afk(0, 'not-afk');
    await watchers.tab(0, 'https://docs.activitywatch.net/', 'ActivityWatch documentation');

    const first = await machine.agent('once');

    expect(first).toMatchObject({ code: 0, out: '' });
    expect(first.err).toContain(`${WINDOW}: 2 events sent`);
    expect(await machine.portalBuckets()).toEqual([AFK, PORTAL_WEB, WINDOW].sort());
    await expectForwarded(machine);

    await watchers.window(8, 9, 'Firefox');
    await watchers.window(10, 11, 'Code');
    await watchers.afk(5, 'not-afk');
    await watchers.tab(60, 'https://docs.activitywatch.net/', 'ActivityWatch documentation');
    await watchers.tab(90, 'https://mail.example.com/', 'Inbox');
    const second = await machine.agent('once');

    expect(second.code).toBe(0);
    expect(await machine.portalEvents(WINDOW)).toEqual([
      [t(0).toISOString().replace('Z', '000Z'), 4, { app: 'Code', title: 'Code window' }],
      [t(5).toISOString().replace('Z', '000Z'), 4, { app: 'Firefox', title: 'Firefox window' }],
      [t(10).toISOString().replace('Z', '000Z'), 1, { app: 'Code', title: 'Code window' }],
    ]);
    await expectForwarded(machine);
    expect((await machine.agent('once')).err).toBe('');
    await expectForwarded(machine);
    const status = await machine.agent('status');
    expect(status.code).toBe(0);
    expect(status.out).toContain(`  ${WINDOW} (currentwindow): forwarded up to the event starting ${(await machine.localEvents(WINDOW))[2]![0]}`);
  });

  it('makes a bucket the person deleted at the portal again, in the same process, without sending again what it had', async () => {
    const machine = await Machine.start(setting);
    const watchers = watchersOf(machine);
    await watchers.start();
    await watchers.window(0, 2, 'Code');
    // One forwarder for both passes, as `run` keeps one: it knows the bucket is there.
    const forwarder = new Forwarder(() => undefined);
    const pass = async () =>
      forwarder.pass({
        local: new AwServer('ActivityWatch', setting.localUrl, machine.localToken),
        portal: new AwServer('the portal', setting.portalUrl, machine.portalToken),
        cursors: await Cursors.open(new AgentFolder(machine.folder), setting.portalUrl, { persist: true }),
        filter: privacyFilter(filtersSchema.parse({})),
        backfillFrom: t(-60).toISOString(),
        show: () => undefined,
      });
    await pass();

    const deleted = await fetch(`${setting.portalUrl}/api/0/buckets/${WINDOW}`, { method: 'DELETE', headers: { authorization: `Bearer ${machine.portalToken}` } });
    await watchers.window(3, 4, 'Slack');
    const reports = await pass();

    expect(deleted.status).toBe(200);
    expect(reports).toContainEqual({ bucket: WINDOW, sent: 1, filtered: 0, refused: 0 });
    expect(await machine.portalEvents(WINDOW)).toEqual((await machine.localEvents(WINDOW)).slice(1));
  });

  it('sends nothing twice and misses nothing after a restart, a stop between sending and saving, or a lost state.json', async () => {
    const machine = await Machine.start(setting);
    const watchers = watchersOf(machine);
    await watchers.start();
    await watchers.window(0, 3, 'Code');
    await machine.agent('once');
    const savedBefore = fs.readFileSync(machine.file('state.json'), 'utf8');

    await watchers.window(4, 5, 'Code');
    await watchers.window(6, 8, 'Terminal');
    await watchers.afk(0, 'not-afk');
    await machine.agent('once');
    // As if the agent had stopped after sending all that but before saving a cursor.
    fs.writeFileSync(machine.file('state.json'), savedBefore);
    await watchers.window(9, 10, 'Terminal');
    await watchers.window(11, 12, 'Code');

    expect((await machine.agent('once')).code).toBe(0);
    await expectForwarded(machine);
    expect(await machine.portalEvents(WINDOW)).toHaveLength(3);

    fs.rmSync(machine.file('state.json'));
    await watchers.window(13, 14, 'Code');
    expect((await machine.agent('once')).code).toBe(0);
    await expectForwarded(machine);
  });

  it('fails a pass while the portal is down, saving nothing, and sends what it missed once the portal is back', async () => {
    const machine = await Machine.start(setting);
    const watchers = watchersOf(machine);
    await watchers.start();
    await watchers.window(0, 2, 'Code');
    await machine.agent('once');
    await watchers.window(3, 5, 'Code');
    await watchers.window(6, 7, 'Slack');
    const saved = fs.readFileSync(machine.file('state.json'), 'utf8');

    const server = setting.portal.app.server;
    const port = new URL(setting.portalUrl).port;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    const down = await machine.agent('once');
    await new Promise((resolve) => server.listen(Number(port), '127.0.0.1', () => resolve(undefined)));

    expect(down.code).toBe(1);
    expect(down.err).toMatch(new RegExp(`the portal at ${setting.portalUrl} cannot be reached: .*ECONNREFUSED`));
    expect(fs.readFileSync(machine.file('state.json'), 'utf8')).toBe(saved);
    expect((await machine.agent('once')).code).toBe(0);
    await expectForwarded(machine);
  });

  it('fails a pass while ActivityWatch is down, sending nothing, and forwards everything once it answers', async () => {
    const machine = await Machine.start(setting);
    const watchers = watchersOf(machine);
    await watchers.start();
    await watchers.window(0, 2, 'Code');

    const down = await machine.agent('once', '--aw', `http://127.0.0.1:${await freePort()}`);

    expect(down.code).toBe(1);
    expect(down.err).toMatch(/^ActivityWatch at http:\/\/127\.0\.0\.1:\d+ cannot be reached: .*ECONNREFUSED/);
    expect(await machine.portalBuckets()).toEqual([]);
    expect((await machine.agent('once')).code).toBe(0);
    await expectForwarded(machine);
  });

  it('leaves out what the privacy filters say before anything leaves the machine; a dry run shows it and sends and saves nothing', async () => {
    const filters = { exclude_apps: ['KeePass*'], exclude_hosts: ['*.bank.example'], drop_titles: ['Firefox'] };
    const machine = await Machine.start(setting, { filters });
    const watchers = watchersOf(machine);
    await watchers.start();
    await watchers.window(0, 2, 'Code', 'detection.md');
    await watchers.window(3, 4, 'KeePassXC', 'Passwords.kdbx');
    await watchers.window(5, 6, 'Firefox', 'Statement – Online banking');
    await watchers.tab(0, 'https://docs.activitywatch.net/', 'ActivityWatch documentation');
    await watchers.tab(30, 'https://online.bank.example/statement', 'Statement – Online banking');
    const local = await machine.localEvents(WINDOW);

    const dryRun = await machine.agent('once', '--dry-run');

    expect(dryRun.code).toBe(0);
    expect(dryRun.out.split('\n')).toEqual([
      `${PORTAL_WEB}  ${(await machine.localEvents(WEB))[0]![0]}  0s  {"url":"https://docs.activitywatch.net/","title":"ActivityWatch documentation","tabCount":2}`,
      `${WINDOW}  ${local[0]![0]}  2s  {"app":"Code","title":"detection.md"}`,
      `${WINDOW}  ${local[2]![0]}  1s  {"app":"Firefox","title":""}`,
    ]);
    expect(dryRun.err).toContain(`${WINDOW}: 2 events would be sent (1 filtered out)`);
    expect(await machine.portalBuckets()).toEqual([]);
    expect(fs.existsSync(machine.file('state.json'))).toBe(false);

    expect((await machine.agent('once')).code).toBe(0);
    expect(await machine.portalEvents(WINDOW)).toEqual([local[0], [local[2]![0], 1, { app: 'Firefox', title: '' }]]);
    expect((await machine.portalEvents(PORTAL_WEB)).map(([, , data]) => data.url)).toEqual(['https://docs.activitywatch.net/']);
  });

  it('shows each event once in a dry run that keeps running, and new ones as they come, saving nothing', async () => {
    const machine = await Machine.start(setting, { interval_seconds: 1 });
    const watchers = watchersOf(machine);
    await watchers.start();
    await watchers.window(0, 2, 'Code');
    let passes = 0;

    const outcome = await machine.run(['run', '--dry-run'], (line, stop) => {
      if (!line.startsWith(`${WINDOW}: `)) return;
      passes += 1;
      if (passes === 1) void watchers.window(3, 3, 'Slack');
      else stop();
    });

    expect(outcome.code).toBe(0);
    expect(outcome.out.split('\n').map((line) => line.split('  ')[3])).toEqual(['{"app":"Code","title":"Code window"}', '{"app":"Slack","title":"Slack window"}']);
    expect(fs.existsSync(machine.file('state.json'))).toBe(false);
    expect(await machine.portalBuckets()).toEqual([]);
  });

  it('forwards an event longer than a day (AFK over a weekend) as one event of its whole length', async () => {
    const machine = await Machine.start(setting);
    const afk = machine.watcher('aw-watcher-afk');
    await afk.ensureBucket(AFK, 'afkstatus', HOST);
    const away = new Date(Date.now() - 2 * 86_400_000);
    for (const second of [0, 50_000, 100_000]) {
      await afk.heartbeat(AFK, 60_000, { timestamp: new Date(away.getTime() + second * 1000), duration: 0, data: { status: 'afk' } });
    }

    expect((await machine.agent('once')).code).toBe(0);

    const events = await machine.portalEvents(AFK);
    expect(events).toHaveLength(1);
    expect(events[0]).toEqual([(await machine.localEvents(AFK))[0]![0], expect.closeTo(100_000, 6), { status: 'afk' }]);
  });

  it('does not send again an older event that aw-server answers cut to where the cursor stands', async () => {
    const machine = await Machine.start(setting);
    const afk = machine.watcher('aw-watcher-afk');
    await afk.ensureBucket(AFK, 'afkstatus', HOST);
    // Inserted after the event it overlaps, so its id is the larger one.
    await afk.insertEvent(AFK, { timestamp: t(50), duration: 10, data: { status: 'afk' } });
    await afk.insertEvent(AFK, { timestamp: t(0), duration: 100, data: { status: 'not-afk' } });
    await machine.agent('once');

    const again = await machine.agent('once');

    expect(again).toMatchObject({ code: 0, err: '' });
    expect(await machine.portalEvents(AFK)).toEqual(await machine.localEvents(AFK));
    expect(await machine.portalEvents(AFK)).toHaveLength(2);
  });

  it('skips a bucket the portal will not make, saying so, and forwards the others', async () => {
    const machine = await Machine.start(setting);
    // An aw-server of its own, with a bucket id longer than the portal takes (100 characters).
    const long = `aw-watcher-window_${'x'.repeat(90)}`;
    const bucket = (id: string, type: string) => ({ id, name: null, type, client: 'aw-watcher', hostname: HOST, created: t(0).toISOString(), data: {} });
    const event = { id: 1, timestamp: t(0).toISOString().replace('Z', '000Z'), duration: 5, data: { status: 'not-afk' } };
    const answers: Record<string, unknown> = {
      '/api/0/info': { hostname: HOST, version: 'v0.13.2', testing: false },
      '/api/0/buckets/': { [long]: bucket(long, 'currentwindow'), [AFK]: bucket(AFK, 'afkstatus') },
      [`/api/0/buckets/${AFK}/events`]: [event],
    };
    const awServer = http.createServer((request, response) => {
      const answer = answers[new URL(request.url ?? '/', 'http://127.0.0.1').pathname];
      response.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(answer ?? { message: 'Not found' }));
    });
    const awUrl = await new Promise<string>((resolve) => awServer.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(awServer.address() as AddressInfo).port}`)));

    const outcome = await machine.agent('once', '--aw', awUrl);
    awServer.close();

    expect(outcome.code).toBe(0);
    expect(outcome.err).toContain(`Skipping bucket ${long} for now: the portal answered POST /api/0/buckets/${long} with 400`);
    expect(await machine.portalEvents(AFK)).toEqual([[event.timestamp, 5, { status: 'not-afk' }]]);
  });

  it('runs as a process, forwarding every interval, until SIGTERM stops it', async () => {
    const machine = await Machine.start(setting, { interval_seconds: 1 });
    const watchers = watchersOf(machine);
    await watchers.start();
    await watchers.window(0, 2, 'Code');
    const launcher = path.resolve(import.meta.dirname, '../../agent/tally-agent.mjs');
    const agent = spawn(process.execPath, [launcher, 'run', '--config', machine.folder, '--aw', setting.localUrl, '--aw-token', machine.localToken]);
    let err = '';
    const forwarded = new Promise<void>((resolve) =>
      agent.stderr.on('data', (chunk: Buffer) => {
        err += chunk.toString();
        if (err.includes(`${WINDOW}: 1 event sent`)) resolve();
      }),
    );
    const exited = new Promise<number | null>((resolve) => agent.on('exit', resolve));

    await forwarded;
    agent.kill('SIGTERM');

    expect(await exited).toBe(0);
    expect(err).toMatch(/Stopped\.\n$/);
    await expectForwarded(machine);
  });
});
