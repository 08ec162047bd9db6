import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openPortal } from '../../portal/portal.js';
import { dayIdFor, dayStream, type DayCommand, type DayRef } from '../../domain/days/index.js';
import { comparePositions, type GlobalPosition } from '../../eventstore/port.js';
import { appendDay, decideDay, registrations } from './days.js';
import { httpInsertFloor } from './http-floor.js';
import { Failures, httpSession, listen } from './http.js';
import { concurrentLoops } from './loops.js';
import { queryCounter } from './query-count.js';
import { addUsers, benchOrganisation, createContacts, createProjects } from './organisation.js';
import { latencies, round, scratchDatabase, type BenchOptions, type BenchResult } from './support.js';

const CLIENTS = 16;
const ACTIVITIES = 100;
const DATE = '2026-03-02';

/**
 * Day-flow commands over real HTTP: 16 clients, each a user of its own with a day of 100 activities, tag
 * one activity (PUT /v1/activities/{id}) and book one (POST /v1/rpc/logs/assign-dimensions) in turn, as fast
 * as the portal answers. Every request changes something: the contact and the project alternate per pass
 * over the day. The baseline is 16 connections doing plain single-row INSERTs into a table with an identity
 * primary key, in the same run, alternating with the commands in rounds (ABBA…) so both meet the same disk.
 * Then, to tell the API's share from the store's, the same commands in-process (the command handler's append,
 * and how long the read models then took to show the last one), and the floor for any HTTP command here: a bare
 * route doing one INSERT.
 */
export async function commandsBench({ quick, server }: BenchOptions): Promise<BenchResult> {
  const durationMs = quick ? 3000 : 10_000;
  const rounds = quick ? 2 : 4;
  const db = await scratchDatabase(server.adminUrl, 'commands');
  const portal = await openPortal({ databaseUrl: db.url, logger: false });
  const insertPool = new pg.Pool({ connectionString: db.url, max: CLIENTS });
  const queries = queryCounter();
  insertPool.on('error', () => undefined); // an idle connection dropped; the next checkout replaces it
  try {
    const { deps } = portal;
    const baseUrl = await listen(portal.app);
    const { clientId, admin } = await benchOrganisation(portal, baseUrl);
    const contacts = await createContacts(admin, 2);
    const projects = await createProjects(admin, 2);
    const userIds = await addUsers(portal, clientId, CLIENTS);
    const days = await Promise.all(userIds.map((userId) => seedDay(portal, { day_id: dayIdFor(userId, DATE), client_id: clientId, user_id: userId, date: DATE })));
    const last = days.map((day) => day.position).reduce((a, b) => (a.commit > b.commit || (a.commit === b.commit && a.prepare > b.prepare) ? a : b));
    if (!(await deps.runner.waitFor(last, 60_000))) throw new Error('The day-flow projection did not catch up');
    await deps.pool.query('ANALYZE');
    const sequences = days.map((day) => commandSequence(day.activityIds, contacts, projects));

    const failures = new Failures();
    const samples = { tag: [] as number[], book: [] as number[] };
    const commands = await concurrentLoops(CLIENTS, async (client) => {
      const session = await httpSession(deps.pool, baseUrl, userIds[client]!);
      const send = async () => {
        const next = sequences[client]!();
        const answer =
          next.kind === 'tag'
            ? await session.request('PUT', `/v1/activities/${next.activityId}`, { contact_id: next.contactId })
            : await session.request('POST', '/v1/rpc/logs/assign-dimensions', { logs: [next.activityId], slots: { project_id: next.projectId } });
        failures.note(next.kind === 'tag' ? 'PUT /v1/activities/{id}' : 'POST /v1/rpc/logs/assign-dimensions', answer);
        return next.kind;
      };
      for (let i = 0; i < 4; i++) await send(); // untimed warm-up: connections, plans, JIT
      return async () => {
        const start = process.hrtime.bigint();
        const kind = await send();
        samples[kind].push(Number(process.hrtime.bigint() - start) / 1e6);
      };
    });

    await insertPool.query(`CREATE TABLE bench_inserts (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, event_id uuid, stream_id text, stream_revision bigint, type text, data jsonb, metadata jsonb)`);
    const inserts = await concurrentLoops(CLIENTS, async (client) => {
      const stream = dayStream(randomUUID());
      const metadata = JSON.stringify({ client_id: clientId, user_id: userIds[client], request: 'req-1' });
      return async (n) => {
        const data = JSON.stringify({ activity_ids: [randomUUID()], contact_id: contacts[n % 2], internal: false, at: new Date().toISOString() });
        await insertPool.query('INSERT INTO bench_inserts (event_id, stream_id, stream_revision, type, data, metadata) VALUES ($1, $2, $3, $4, $5, $6)', [
          randomUUID(), stream, n, 'ActivitiesTagged', data, metadata,
        ]);
      };
    });
    await inserts.warmUp(300);

    const perRound: Array<{ commandsPerSecond: number; insertsPerSecond: number }> = [];
    const roundMs = durationMs / rounds;
    // How busy the portal's event loop (which also runs the 16 clients) and its process were during the commands.
    const busy = { active: 0, idle: 0, cpuMicros: 0 };
    const measuredCommands = async () => {
      const elu = performance.eventLoopUtilization();
      const cpu = process.cpuUsage();
      queries.start();
      const run = await commands.run(roundMs);
      queries.stop();
      const loop = performance.eventLoopUtilization(elu);
      const used = process.cpuUsage(cpu);
      busy.active += loop.active;
      busy.idle += loop.idle;
      busy.cpuMicros += used.user + used.system;
      return run;
    };
    for (let turn = 0; turn < rounds; turn++) {
      const commandsFirst = turn % 2 === 0;
      const a = commandsFirst ? await measuredCommands() : await inserts.run(roundMs);
      const b = commandsFirst ? await inserts.run(roundMs) : await measuredCommands();
      const [commandRound, insertRound] = commandsFirst ? [a, b] : [b, a];
      perRound.push({ commandsPerSecond: rate(commandRound), insertsPerSecond: rate(insertRound) });
    }
    const inProcess = await inProcessCommands(portal, days.map((day) => day.ref), sequences, durationMs / 2);
    const httpFloor = await httpInsertFloor(insertPool, CLIENTS, durationMs / 2);

    const commandRate = commands.count() / commands.seconds();
    const insertRate = inserts.count() / inserts.seconds();
    const latency = latencies(commands.samples);
    return {
      figures: [
        { figure: 'commands: tag/book commands/s over HTTP (16 clients)', value: round(commandRate), unit: '/s' },
        { figure: 'commands: p50 latency', value: latency.p50, unit: 'ms' },
        { figure: 'commands: p95 latency', value: latency.p95, unit: 'ms' },
        { figure: 'commands: baseline single-row INSERTs/s (16 conns)', value: round(insertRate), unit: '/s' },
        { figure: 'commands: ratio commands ÷ INSERTs', value: round(commandRate / insertRate, 3), unit: '', goal: { atLeast: 0.5 } },
        { figure: 'commands: answers other than 200', value: failures.count, unit: '', goal: { atMost: 0 } },
        { figure: 'commands: same commands in-process (no HTTP)', value: round(inProcess.commandsPerSecond), unit: '/s' },
        { figure: 'commands: read models show the last command after', value: inProcess.readModelsCaughtUpAfterMs, unit: 'ms' },
        { figure: 'commands: HTTP floor, one INSERT per request', value: httpFloor.requestsPerSecond, unit: '/s' },
        { figure: 'commands: ratio commands ÷ HTTP floor', value: round(commandRate / httpFloor.requestsPerSecond, 3), unit: '' },
      ],
      details: {
        method:
          'keep-alive node:http over 127.0.0.1 to app.listen; sessions minted with startSession, CSRF cookie + X-XSRF-TOKEN header; commands and INSERTs alternate in rounds (ABBA…); the 16 clients run in the portal’s own process',
        clients: CLIENTS,
        activitiesPerDay: ACTIVITIES,
        durationMs,
        rounds: perRound,
        commands: { count: commands.count(), seconds: round(commands.seconds(), 2), latencyMs: latency },
        tag: { path: 'PUT /v1/activities/{id}', latencyMs: latencies(samples.tag) },
        book: { path: 'POST /v1/rpc/logs/assign-dimensions', latencyMs: latencies(samples.book) },
        portalProcess: {
          eventLoopUtilization: round(busy.active / (busy.active + busy.idle), 3),
          cpuMsPerCommand: round(busy.cpuMicros / 1000 / commands.count(), 2),
        },
        inserts: { count: inserts.count(), seconds: round(inserts.seconds(), 2), latencyMs: latencies(inserts.samples) },
        inProcess,
        httpFloor,
        failures: failures.byStatus,
        queriesPerCommand: queries.per(commands.count()),
        events: Number((await deps.pool.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n),
      },
    };
  } finally {
    queries.restore();
    await insertPool.end();
    await portal.close();
    await db.drop();
  }
}

const rate = (phase: { count: number; seconds: number }) => round(phase.count / phase.seconds);

type Portal = Awaited<ReturnType<typeof openPortal>>;

/** The user's day with its activities, registered through the day's decider and appended in one go. */
async function seedDay({ deps }: Portal, day: DayRef): Promise<{ ref: DayRef; activityIds: string[]; position: GlobalPosition }> {
  const activityIds = Array.from({ length: ACTIVITIES }, () => randomUUID());
  const events = decideDay(registrations(day, ACTIVITIES, `${DATE}T07:00:00.000Z`, 300, (n) => activityIds[n]!));
  return { ref: day, activityIds, position: await appendDay(deps.store, day, events) };
}

type Next = { kind: 'tag'; activityId: string; contactId: string } | { kind: 'book'; activityId: string; projectId: string };

/**
 * A client's commands in order: tag, book, tag, book … one activity after the other. Pass p over the day
 * tags with contact p mod 2 and books on project p mod 2, so each command changes the activity.
 */
function commandSequence(activityIds: string[], contacts: string[], projects: string[]): () => Next {
  let step = 0;
  return () => {
    const pair = Math.floor(step / 2);
    const activityId = activityIds[pair % activityIds.length]!;
    const pass = Math.floor(pair / activityIds.length) % 2;
    return step++ % 2 === 0 ? { kind: 'tag', activityId, contactId: contacts[pass]! } : { kind: 'book', activityId, projectId: projects[pass]! };
  };
}

/**
 * The same commands through the portal's command handler, as the API runs them (no wait for the read models),
 * without HTTP and the API's checks; then how long the read models took to show the last of them.
 */
async function inProcessCommands({ deps }: Portal, days: DayRef[], sequences: Array<() => Next>, durationMs: number) {
  const handleMs: number[] = [];
  let last: GlobalPosition | undefined;
  const loops = await concurrentLoops(CLIENTS, async (client) => {
    const day = days[client]!;
    const metadata = { client_id: day.client_id, user_id: day.user_id, request: null };
    return async () => {
      const next = sequences[client]!();
      const at = new Date().toISOString();
      const command: DayCommand =
        next.kind === 'tag'
          ? { type: 'ChangeActivities', activityIds: [next.activityId], changes: { contact_id: next.contactId }, at }
          : { type: 'BookActivities', activityIds: [next.activityId], booking: { project_id: next.projectId, subproject_id: null, working_code_id: null }, at };
      const start = process.hrtime.bigint();
      const outcome = await deps.days.handle(dayStream(day.day_id), command, metadata);
      handleMs.push(Number(process.hrtime.bigint() - start) / 1e6);
      if (outcome.position && (!last || comparePositions(outcome.position, last) > 0)) last = outcome.position;
    };
  });
  const cpu = process.cpuUsage();
  const run = await loops.run(durationMs);
  const used = process.cpuUsage(cpu);
  const caughtUpFrom = process.hrtime.bigint();
  if (last) await deps.runner.waitFor(last, 60_000);
  return {
    method: 'deps.days.handle (decide on the kept state, append), 16 loops; then deps.runner.waitFor(the last position)',
    commandsPerSecond: round(run.count / run.seconds),
    cpuMsPerCommand: round((used.user + used.system) / 1000 / run.count, 2),
    handleMs: latencies(handleMs),
    readModelsCaughtUpAfterMs: round(Number(process.hrtime.bigint() - caughtUpFrom) / 1e6, 1),
  };
}
