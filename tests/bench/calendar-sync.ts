import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { chooseCalendars } from '../../calendar/sources/store.js';
import { syncCalendarConnection, type CalendarConnectionKey, type CalendarSyncDependencies } from '../../calendar/sources/sync-connection.js';
import { CredentialsCipher } from '../../integrations/connections/crypto.js';
import { saveConnection } from '../../integrations/connections/store.js';
import type { CalendarCredentials } from '../../integrations/index.js';
import { GraphFake } from '../../integrations/testing/graph-server.js';
import { round, scratchDatabase, seconds, type BenchOptions, type BenchResult } from './support.js';

const EVENTS_PER_WEEK = 50;
const WEEKS = 4;
/** Calendar syncs running at once: graphile-worker's default concurrency in one portal process. */
const CONCURRENCY = 10;
const now = new Date('2026-03-01T06:00:00Z');

/**
 * Syncing 1,000 people's Microsoft 365 calendars (issue 14): each person has one chosen calendar with 50 meetings a
 * week (ten each weekday) over four weeks, read through Graph's calendar view delta from the local Graph contract
 * server (every request checked against our contract of it), ten people's syncs at a time as the job runner would.
 * A full round first (every event new), then a round of changes (one moved and one deleted meeting per person).
 * The apply step is a recorder that counts the changes it is given (appointments' real step is another branch's),
 * so the figures are the reading, the cursors kept per page in PostgreSQL and the connections' decryption.
 */
export async function calendarSyncBench({ quick, server }: BenchOptions): Promise<BenchResult> {
  const people = quick ? 100 : 1_000;
  const db = await scratchDatabase(server.adminUrl, 'calendar_sync');
  const pool = new pg.Pool({ connectionString: db.url, max: CONCURRENCY + 2 });
  const graph = await GraphFake.start();
  try {
    const cipher = new CredentialsCipher(randomBytes(32));
    const clientId = randomUUID();
    const keys: CalendarConnectionKey[] = [];
    for (let p = 0; p < people; p++) {
      const person = `person-${p}`;
      const token = `bench-token-${p}`;
      graph.tokens.set(token, person);
      graph.data.addCalendar(person, { id: `calendar-${p}`, name: 'Calendar', primary: true });
      for (let n = 0; n < EVENTS_PER_WEEK * WEEKS; n++) graph.data.put(person, `calendar-${p}`, meeting(person, p, n));
      const userId = randomUUID();
      const credentials: CalendarCredentials = { system: 'microsoft', credentials: { accessToken: token, baseUrl: graph.baseUrl } };
      const connection = await saveConnection<CalendarCredentials>(pool, cipher, { clientId, userId, credentials, at: now });
      await chooseCalendars(pool, connection.id, [{ id: `calendar-${p}`, name: 'Calendar' }]);
      keys.push({ clientId, userId, system: 'microsoft' });
    }

    let upserted = 0;
    let removed = 0;
    const deps: CalendarSyncDependencies = {
      pool,
      cipher,
      refresh: { pool, cipher, oauth: { publicUrl: 'http://127.0.0.1', clients: {} }, timeoutMs: 10_000 },
      apply: async (_person, changes) => {
        upserted += changes.upserted.length;
        removed += changes.removed.length;
      },
      clock: () => now,
      reader: { timeoutMs: 10_000 },
    };
    const syncRound = async () => {
      const callsBefore = graph.server.requests.length;
      const start = process.hrtime.bigint();
      await inTurns(keys, (key) => syncCalendarConnection(deps, key));
      return { seconds: seconds(start), calls: graph.server.requests.length - callsBefore };
    };

    const full = await syncRound();
    const fullEvents = upserted;
    for (let p = 0; p < people; p++) {
      const moved = meeting(`person-${p}`, p, 0);
      graph.data.put(`person-${p}`, `calendar-${p}`, { ...moved, start: shift(moved.start), end: shift(moved.end) });
      graph.data.remove(`person-${p}`, `calendar-${p}`, `calendar-${p}-event-1`);
    }
    upserted = 0;
    const changes = await syncRound();
    const violations = graph.server.violations();
    if (violations.length > 0) throw new Error(`Requests outside our Graph contract: ${violations.slice(0, 3).join('; ')}`);

    return {
      figures: [
        { figure: `calendar sync: ${people} people's full round (apply: counting recorder)`, value: round(full.seconds, 1), unit: 's' },
        { figure: 'calendar sync: full round, events read', value: Math.round(fullEvents / full.seconds), unit: 'events/s' },
        { figure: 'calendar sync: full round, Graph calls', value: full.calls, unit: 'calls' },
        { figure: `calendar sync: ${people} people's round of changes (apply: counting recorder)`, value: round(changes.seconds, 1), unit: 's' },
        { figure: 'calendar sync: round of changes, Graph calls', value: changes.calls, unit: 'calls' },
      ],
      details: {
        people,
        eventsPerPerson: EVENTS_PER_WEEK * WEEKS,
        concurrency: CONCURRENCY,
        apply: 'a recorder counting the changes (appointments apply step not wired in this branch)',
        full: { ...full, events: fullEvents },
        changes: { ...changes, upserted, removed },
      },
    };
  } finally {
    await graph.server.close();
    await pool.end();
    await db.drop();
  }
}

/** Ten meetings of an hour each weekday from Monday 2 March 2026, some with a client. */
function meeting(person: string, p: number, n: number) {
  const day = Math.floor(n / 10);
  const date = Date.UTC(2026, 2, 2 + Math.floor(day / 5) * 7 + (day % 5), 7 + (n % 10));
  return {
    id: `calendar-${p}-event-${n}`,
    subject: `Meeting ${n}`,
    start: new Date(date).toISOString(),
    end: new Date(date + 3_600_000).toISOString(),
    attendees: [`contact${n % 5}@client${p % 50}.example`, person],
    organizer: person,
  };
}

const shift = (iso: string) => new Date(Date.parse(iso) + 86_400_000).toISOString();

/** Runs the work for every item, at most CONCURRENCY at a time. */
async function inTurns<T>(items: readonly T[], work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}
