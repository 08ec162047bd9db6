import type { AddressInfo } from 'node:net';
import { AWClient } from 'aw-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenOf } from '../support/detectors.js';
import { createTestOrganisation, startTestPortal, type TestPortal } from '../support/portal.js';

/**
 * The official ActivityWatch client (npm aw-client, as aw-watcher-web uses it) against a listening portal,
 * filling the buckets of aw-watcher-window, aw-watcher-afk and aw-watcher-web the way those watchers name
 * and fill them, and reading them back.
 */
const HOST = 'laptop-of-ada';

let test: TestPortal;
let origin: string;
let token: string;
/** A watcher's client: aw-client takes the portal's address; the token goes on every request it makes. */
const clientOf = (name: string, secret = token) => {
  const client = new AWClient(name, { baseURL: origin });
  client.req.defaults.headers.common.Authorization = `Bearer ${secret}`;
  return client;
};

/** An instant of the watcher's timeline: `seconds` after a start ten minutes ago. */
const start = new Date(Date.now() - 10 * 60_000);
const t = (seconds: number) => new Date(start.getTime() + seconds * 1000);
const span = (event: { timestamp: Date; duration?: number }) => [(event.timestamp.getTime() - start.getTime()) / 1000, event.duration];

beforeAll(async () => {
  test = await startTestPortal();
  const firm = await createTestOrganisation(test);
  token = await tokenOf(firm.admin, ['detections:write'], `${HOST} (agent)`);
  await test.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => test.close());

describe('the official aw-client against the portal', () => {
  it('gets the server info', async () => {
    const info = await clientOf('aw-watcher-window').getInfo();

    expect(info).toMatchObject({ hostname: expect.any(String), version: expect.stringMatching(/^tally-/), testing: false });
  });

  it('fills aw-watcher-window’s bucket: a heartbeat a second with pulsetime 2, a new event when the window changes', async () => {
    const client = clientOf('aw-watcher-window');
    const bucket = `aw-watcher-window_${HOST}`;
    expect(await client.ensureBucket(bucket, 'currentwindow', HOST)).toEqual({ alreadyExist: false });
    const windows = [...Array(5).fill({ app: 'Code', title: 'detection.md' }), ...Array(3).fill({ app: 'Firefox', title: 'aw-server' }), { app: 'Code', title: 'detection.md' }];

    for (const [second, data] of windows.entries()) await client.heartbeat(bucket, 2, { timestamp: t(second), duration: 0, data });

    const events = await client.getEvents(bucket);
    expect(events.map((event) => [event.data.app, ...span(event)])).toEqual([
      ['Code', 8, 0],
      ['Firefox', 5, 2],
      ['Code', 0, 4],
    ]);
    expect(await client.ensureBucket(bucket, 'currentwindow', HOST)).toEqual({ alreadyExist: true });
  });

  it('fills aw-watcher-afk’s bucket: pings at the last input with pulsetime 185, an AFK period growing in place', async () => {
    const client = clientOf('aw-watcher-afk');
    const bucket = `aw-watcher-afk_${HOST}`;
    await client.ensureBucket(bucket, 'afkstatus', HOST);
    const ping = (status: 'afk' | 'not-afk', lastInput: number, duration = 0) => client.heartbeat(bucket, 185, { timestamp: t(lastInput), duration, data: { status } });

    for (const second of [0, 5, 10]) await ping('not-afk', second);
    await ping('not-afk', 10); // 180 s without input: the not-afk period ends at the last input …
    await ping('afk', 10, 180); // … and an AFK one starts there
    await ping('afk', 10, 185);
    await ping('afk', 200); // input again at 200: the AFK period ends …
    await ping('not-afk', 200); // … and a not-afk one starts

    const events = await client.getEvents(bucket);
    expect(events.map((event) => [event.data.status, ...span(event)])).toEqual([
      ['not-afk', 200, 0],
      ['afk', 10, 190],
      ['not-afk', 0, 10],
    ]);
  });

  it('fills aw-watcher-web’s bucket: the tab every minute with pulsetime 80, the previous tab once more just before a switch', async () => {
    const client = clientOf('aw-client-web');
    const bucket = 'aw-watcher-web-chrome';
    await client.ensureBucket(bucket, 'web.tab.current', 'unknown');
    // The watcher adds audible and incognito (booleans), which aw-client 0.3.7's types do not take in data.
    const tab = (url: string, title: string) => ({ url, title, tabCount: 4 });
    const docs = tab('https://docs.activitywatch.net/', 'ActivityWatch documentation');
    const mail = tab('https://mail.example.com/', 'Inbox');

    await client.heartbeat(bucket, 80, { timestamp: t(0), duration: 0, data: docs });
    await client.heartbeat(bucket, 80, { timestamp: t(60), duration: 0, data: docs });
    await client.heartbeat(bucket, 80, { timestamp: t(89.999), duration: 0, data: docs });
    await client.heartbeat(bucket, 80, { timestamp: t(90), duration: 0, data: mail });

    const events = await client.getEvents(bucket);
    expect(events.map((event) => [event.data.url, ...span(event)])).toEqual([
      ['https://mail.example.com/', 90, 0],
      ['https://docs.activitywatch.net/', 0, 89.999],
    ]);
    expect(events[1]!.data).toEqual(docs);
  });

  it('lists the buckets as the watchers made them, and reads events by range, limit and count', async () => {
    const client = clientOf('aw-watcher-window');
    const bucket = `aw-watcher-window_${HOST}`;

    const buckets = await client.getBuckets();
    const info = await client.getBucketInfo(bucket);
    const limited = await client.getEvents(bucket, { start: t(4), end: t(6), limit: 5 });

    expect(Object.keys(buckets).sort()).toEqual(['aw-watcher-afk_laptop-of-ada', 'aw-watcher-web-chrome', 'aw-watcher-window_laptop-of-ada']);
    expect(buckets['aw-watcher-web-chrome']).toMatchObject({ id: 'aw-watcher-web-chrome', type: 'web.tab.current', client: 'aw-client-web', hostname: 'unknown' });
    expect(info).toMatchObject({ id: bucket, type: 'currentwindow', client: 'aw-watcher-window', hostname: HOST, data: {} });
    expect(info.created).toBeInstanceOf(Date);
    expect(limited.map((event) => [event.data.app, ...span(event)])).toEqual([
      ['Firefox', 5, 1],
      ['Code', 4, 0],
    ]);
    expect(await client.countEvents(bucket)).toBe(3);
    expect(await client.countEvents(bucket, t(6), t(7))).toBe(1);
  });

  it('inserts, replaces, gets and deletes single events, and deletes a bucket', async () => {
    const client = clientOf('aw-client-web');
    const bucket = 'aw-watcher-web-firefox';
    await client.ensureBucket(bucket, 'web.tab.current', 'unknown');
    await client.insertEvents(bucket, [
      { timestamp: t(0), duration: 30, data: { url: 'https://a.example/', title: 'A' } },
      { timestamp: t(30), duration: 30, data: { url: 'https://b.example/', title: 'B' } },
    ]);
    const [newest] = await client.getEvents(bucket, { limit: 1 });

    await client.replaceEvent(bucket, { ...newest!, duration: 45, data: { url: 'https://b.example/', title: 'B, renamed' } });
    expect(await client.getEvent(bucket, newest!.id!)).toMatchObject({ id: newest!.id, duration: 45, data: { title: 'B, renamed' } });
    await client.deleteEvent(bucket, newest!.id!);
    expect(await client.countEvents(bucket)).toBe(1);

    await client.deleteBucket(bucket);
    await expect(client.getBucketInfo(bucket)).rejects.toMatchObject({ response: { status: 404, data: { message: `The requested bucket '${bucket}' does not exist` } } });
  });
});
