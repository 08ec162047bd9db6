import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Detector, tokenOf } from '../support/detectors.js';
import { createTestOrganisation, startTestPortal, type Organisation, type TestPortal } from '../support/portal.js';

let test: TestPortal;
let firm: Organisation;

beforeAll(async () => {
  test = await startTestPortal();
  firm = await createTestOrganisation(test, 'Detector firm');
});
afterAll(() => test.close());

describe('who of the firm has connected a detector (GET /v1/detectors/team)', () => {
  it('names each active person, with their detectors that sent data and when the last did; a bucket alone counts for nothing', async () => {
    const connected = await firm.member('user');
    const bucketOnly = await firm.member('user');
    const watcher = new Detector(test.app, await tokenOf(connected));
    await watcher.bucket('aw-watcher-window_laptop');
    const at = new Date().toISOString();
    expect((await watcher.heartbeat('aw-watcher-window_laptop', 60, { timestamp: at, duration: 5, data: { app: 'Word', title: 'Jaarrekening' } })).statusCode).toBe(200);
    await new Detector(test.app, await tokenOf(bucketOnly)).bucket('aw-watcher-window_desktop');

    const answer = await firm.admin.get('/v1/detectors/team');
    expect(answer.statusCode, answer.body).toBe(200);
    const ids = async (session: typeof connected) => (await session.get('/v1/users/self')).json().data.id as string;
    const byId = new Map<string, { detectors: number; last_detection_at: string | null }>(answer.json().data.map((row: { user_id: string; detectors: number; last_detection_at: string | null }) => [row.user_id, row]));
    expect(byId.size).toBe(3);
    expect(byId.get(await ids(connected))).toMatchObject({ detectors: 1, last_detection_at: expect.any(String) });
    expect(byId.get(await ids(bucketOnly))).toMatchObject({ detectors: 0, last_detection_at: null });
    expect(byId.get(await ids(firm.admin))).toMatchObject({ detectors: 0, last_detection_at: null });
  });

  it('is for administrators only', async () => {
    expect((await (await firm.member('manager')).get('/v1/detectors/team')).statusCode).toBe(403);
  });
});
