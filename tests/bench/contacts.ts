import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { openPortal } from '../../portal/portal.js';
import { listSql, runList } from '../../api/lists/list-sql.js';
import { parseListQuery } from '../../api/lists/list-query.js';
import { contactList } from '../../api/routes/contacts/schemas.js';
import { contactStream } from '../../domain/contacts/index.js';
import type { GlobalPosition } from '../../eventstore/port.js';
import { createOrganisation } from '../../identity/organisations.js';
import { CONTACT_COLUMNS } from '../../projections/contacts/queries.js';
import { startSession } from '../../identity/sessions.js';
import { signIn } from '../support/portal.js';
import { latencies, scratchDatabase, type BenchOptions, type BenchResult } from './support.js';

const CONTACTS = 10_000;
const APPEND_BATCH = 500;
const PASSWORD = 'correct horse battery';
// Every other contact is "… Advocaten BV …", the rest "… Partners …": each filter matches half, 50 pages of 100.
const FILTERS = ['advocaten', 'partners'];
const PAGES = CONTACTS / 2 / 100;

/** The contacts list of a 10,000-contact organisation, paged and filtered, through the whole API. */
export async function contactsBench({ quick, server }: BenchOptions): Promise<BenchResult> {
  const requests = quick ? 300 : 1000;
  const db = await scratchDatabase(server.adminUrl, 'contacts');
  const portal = await openPortal({ databaseUrl: db.url, logger: false });
  try {
    const { app, deps } = portal;
    const email = `admin-${randomUUID()}@bench.tally.example`;
    const { clientId, userId } = await createOrganisation(deps.pool, { name: 'Bench firm' }, { email, password: PASSWORD, name_first: 'Ada', name_last: 'Admin' });
    const position = await appendContacts(portal, clientId, userId);
    if (!(await deps.runner.waitFor(position, 120_000))) throw new Error('The contacts projection did not catch up');
    // As autovacuum would have by the time anyone lists them; without statistics the planner guesses 1 row.
    await deps.pool.query('ANALYZE contacts');

    const session = await signIn(app, email, PASSWORD);
    const viaInject = await measure(requests, async (url) => {
      const response = await session.get(url);
      return { status: response.statusCode, body: response.body };
    });

    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    // A session of the same admin, minted directly: the cookie a browser would hold after signing in.
    const cookie = `tally_session=${await startSession(deps.pool, userId)}`;
    const viaHttp = await measure(requests, async (url) => {
      const response = await fetch(`http://127.0.0.1:${port}${url}`, { headers: { cookie } });
      return { status: response.status, body: await response.text() };
    });

    // The route's own SQL for the same pages, straight to the pool: what of a request is database time.
    const sqlOnly = await measure(requests, async (url) => {
      const query = parseListQuery(contactList, Object.fromEntries(new URL(url, 'http://bench').searchParams));
      const { rows } = await runList(deps.pool, contactList, query, { select: CONTACT_COLUMNS, from: 'contacts', where: 'client_id = $1', params: [clientId] });
      return { status: 200, body: JSON.stringify({ data: rows }) };
    });

    return {
      figures: [
        { figure: 'contacts: GET /v1/contacts p50 (inject)', value: viaInject.p50, unit: 'ms' },
        { figure: 'contacts: GET /v1/contacts p95 (inject)', value: viaInject.p95, unit: 'ms', goal: { atMost: 15 } },
        { figure: 'contacts: GET /v1/contacts p99 (inject)', value: viaInject.p99, unit: 'ms' },
        { figure: 'contacts: GET /v1/contacts p50 (HTTP)', value: viaHttp.p50, unit: 'ms' },
        { figure: 'contacts: GET /v1/contacts p95 (HTTP)', value: viaHttp.p95, unit: 'ms', goal: { atMost: 15 } },
        { figure: 'contacts: GET /v1/contacts p99 (HTTP)', value: viaHttp.p99, unit: 'ms' },
        { figure: 'contacts: its SQL alone p50', value: sqlOnly.p50, unit: 'ms' },
        { figure: 'contacts: its SQL alone p95', value: sqlOnly.p95, unit: 'ms' },
      ],
      details: {
        method: `contacts appended as ContactCreated in batches of ${APPEND_BATCH} straight to the store, projected by the portal's runner, then ANALYZE; sequential requests after ${Math.min(100, requests)} warm-up ones`,
        contacts: CONTACTS,
        requests,
        inject: viaInject,
        http: viaHttp,
        sqlOnly,
        plan: await explain(portal, listStatement(listUrl(PAGES / 2), clientId)),
      },
    };
  } finally {
    await portal.close();
    await db.drop();
  }
}

type Portal = Awaited<ReturnType<typeof openPortal>>;

/** ContactCreated events in batches straight to the store (10,000 commands one by one would time fsyncs, not lists). */
async function appendContacts({ deps }: Portal, clientId: string, userId: string): Promise<GlobalPosition> {
  let revision: number | 'no_stream' = 'no_stream';
  let position: GlobalPosition | undefined;
  for (let from = 0; from < CONTACTS; from += APPEND_BATCH) {
    const events = Array.from({ length: APPEND_BATCH }, (_, offset) => {
      const n = from + offset;
      const name = `${['Bakker', 'Visser', 'Smit', 'Meijer', 'De Boer'][n % 5]} ${n % 2 === 0 ? 'Advocaten BV' : 'Partners'} ${n}`;
      const data = { contact_id: randomUUID(), name, code: `C${String(n).padStart(6, '0')}`, type: n % 7 === 0 ? 'partner' : 'regular', at: new Date().toISOString() };
      return { type: 'ContactCreated', data, metadata: { client_id: clientId, user_id: userId, request: null } };
    });
    const appended = await deps.store.append(contactStream(clientId), events, revision);
    revision = appended.revision;
    position = appended.position;
  }
  return position!;
}

function listUrl(i: number): string {
  const filter = FILTERS[i % FILTERS.length]!;
  const page = ((i * 7) % PAGES) + 1;
  return `/v1/contacts?limit=100&sort=name:asc&name=like:${filter}&page=${page}`;
}

/** Sequential requests after a warm-up; every answer must be a full page. */
async function measure(requests: number, get: (url: string) => Promise<{ status: number; body: string }>) {
  const warmUp = Math.min(100, requests);
  const samples: number[] = [];
  for (let i = 0; i < warmUp + requests; i++) {
    const url = listUrl(i);
    const before = process.hrtime.bigint();
    const { status, body } = await get(url);
    const ms = Number(process.hrtime.bigint() - before) / 1e6;
    if (status !== 200) throw new Error(`${url} answered ${status}: ${body.slice(0, 300)}`);
    const count = (JSON.parse(body) as { data: unknown[] }).data.length;
    if (count !== 100) throw new Error(`${url} returned ${count} contacts, expected 100`);
    if (i >= warmUp) samples.push(ms);
  }
  return latencies(samples);
}

/** The statement runList sends for a list URL (its SELECT mirrored here, its WHERE and ORDER BY the route's own). */
function listStatement(url: string, clientId: string): { text: string; values: unknown[] } {
  const raw = Object.fromEntries(new URL(url, 'http://bench').searchParams);
  const query = parseListQuery(contactList, raw);
  const sql = listSql(contactList, query, 'client_id = $1', [clientId]);
  return {
    text: `SELECT ${CONTACT_COLUMNS} FROM contacts WHERE ${sql.where} ORDER BY ${sql.orderBy} LIMIT ${query.limit} OFFSET ${query.offset}`,
    values: sql.params,
  };
}

/** EXPLAIN ANALYZE of the page statement of runList (its count runs beside it): where a request's database time goes. */
async function explain({ deps }: Portal, statement: { text: string; values: unknown[] }): Promise<string[]> {
  const { rows } = await deps.pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.values);
  return rows.map((row) => row['QUERY PLAN']);
}
