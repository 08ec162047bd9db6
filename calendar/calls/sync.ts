import type pg from 'pg';
import { callActivity } from '../../domain/detections/calls.js';
import type { Detections } from '../../domain/preferences/index.js';
import type { CredentialsCipher } from '../../integrations/connections/crypto.js';
import { GraphCallRecordsReader, type TeamsCall } from '../../integrations/microsoft/call-records.js';
import type { OAuthSettings } from '../../integrations/oauth/index.js';
import type { VendorClientOptions } from '../../integrations/vendor.js';
import { findPerson, type Person } from '../../detection/condense/read.js';
import { registerDetected, type Registrar, type Registration } from '../../detection/condense/register.js';
import { ContactBookings, freshBookingReads } from '../../projections/dimensions/contact-bookings.js';
import { loadDetections, loadLogThresholds } from '../../projections/preferences/queries.js';
import { findTenant } from '../tenant.js';
import { tenantGraphToken } from './app-token.js';
import { callRecordsRefusal, type RefusedBy } from './refusal.js';
import { callRecordSync, forgetCallRecordsRefusal, keepCallCursor, refuseCallRecords, type CallRecordSync } from './store.js';

export interface CallSyncDependencies extends Registrar {
  pool: pg.Pool;
  cipher: CredentialsCipher;
  oauth: OAuthSettings;
  timeoutMs: number;
  clock: () => Date;
  reader?: VendorClientOptions;
}

export interface CallSyncOutcome extends Record<Registration, number> {
  pages: number;
  calls: number;
}

/** A first round reads the last day's calls; each next round from an hour before the last began, as records come late. */
const firstRoundMs = 86_400_000;
const lateRecordsMs = 3_600_000;

/**
 * Reads an organisation's Teams call records (when switched on with POST /v1/rpc/microsoft/teams) into the days of
 * the people who took part: each participant whose address is a person of the firm's gets the call as phone
 * activity (peer to peer, with detections.calls on) or meeting activity (a group call, with detections.meetings on),
 * the others' addresses and numbers as references. A page at a time, its cursor kept after it; a page with a call on
 * a day being published is read again next time. Undefined when call records are off or no tenant is recorded.
 * Microsoft refusing the app's token or the call records (consent never given, or withdrawn) is kept for the firm's
 * admins (calendar/calls/refusal.ts) and thrown; the next page read forgets it.
 */
export async function syncCallRecords(deps: CallSyncDependencies, clientId: string): Promise<CallSyncOutcome | undefined> {
  const state = await callRecordSync(deps.pool, clientId);
  const tenant = state && (await findTenant(deps.pool, deps.cipher, clientId));
  if (!state || !tenant) return undefined;
  const now = deps.clock();
  const refused = (by: RefusedBy) => async (error: unknown): Promise<never> => {
    const refusal = callRecordsRefusal(error, by);
    if (refusal) await refuseCallRecords(deps.pool, clientId, refusal, deps.clock());
    throw error;
  };
  const token = await tenantGraphToken(deps.oauth, tenant, { now, timeoutMs: deps.timeoutMs }).catch(refused('token endpoint'));
  return readRound(deps, clientId, new GraphCallRecordsReader(token, deps.reader), state, now).catch(refused('graph'));
}

/** The round's pages from where the last stood; the first page read forgets a refusal kept before. */
async function readRound(deps: CallSyncDependencies, clientId: string, graph: GraphCallRecordsReader, state: CallRecordSync, now: Date): Promise<CallSyncOutcome> {
  const participants = firmParticipants(deps, clientId, graph);
  const at = new URLSearchParams(state.cursor ?? { since: new Date(now.getTime() - firstRoundMs).toISOString() });
  const since = new Date(at.get('since') ?? now.toISOString());
  let next = at.get('next') ?? undefined;
  const outcome: CallSyncOutcome = { pages: 0, calls: 0, registered: 0, already: 0, after_publishing: 0, locked: 0 };
  const context = { at: now.toISOString(), request: null, bookings: new ContactBookings(freshBookingReads(deps.pool)) };
  for (;;) {
    const page = await graph.readPage(next, since);
    if (outcome.pages === 0 && state.refusedAt !== null) await forgetCallRecordsRefusal(deps.pool, clientId);
    for (const call of page.calls) {
      for (const registration of await registerCall(deps, call, await participants(call), context)) outcome[registration] += 1;
    }
    outcome.pages += 1;
    outcome.calls += page.calls.length;
    if (outcome.locked > 0) return outcome;
    next = page.next;
    const cursor: Record<string, string> = next === undefined ? { since: new Date(now.getTime() - lateRecordsMs).toISOString() } : { since: since.toISOString(), next };
    await keepCallCursor(deps.pool, clientId, new URLSearchParams(cursor).toString(), deps.clock());
    if (next === undefined) return outcome;
  }
}

type Participant = { person: Person; address: string; detections: Detections; ignore: { phone: number; appointment: number } };

/** Who of the firm took part in a call, and everyone's address: each Teams user looked up once a round. */
function firmParticipants(deps: CallSyncDependencies, clientId: string, graph: GraphCallRecordsReader) {
  const addressOf = remembered((userId: string) => graph.addressOf(userId));
  const personOf = remembered((address: string) => findParticipant(deps, clientId, address));
  return async (call: TeamsCall) => {
    const known = (await Promise.all(call.userIds.map(addressOf))).filter((address): address is string => address !== null);
    const found = (await Promise.all(known.map(personOf))).filter((participant): participant is Participant => participant !== undefined);
    return { addresses: known, people: found };
  };
}

function remembered<T>(read: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const known = new Map<string, Promise<T>>();
  return (key) => {
    const value = known.get(key) ?? read(key);
    known.set(key, value);
    return value;
  };
}

async function findParticipant(deps: CallSyncDependencies, clientId: string, address: string): Promise<Participant | undefined> {
  const { rows } = await deps.pool.query<{ id: string }>(`SELECT id FROM users WHERE client_id = $1 AND lower(email) = $2 AND NOT is_deactivated`, [clientId, address]);
  const person = rows[0] && (await findPerson(deps.pool, rows[0].id));
  if (!person) return undefined;
  const [detections, thresholds] = await Promise.all([loadDetections(deps.pool, clientId, person.user_id), loadLogThresholds(deps.pool, clientId, person.user_id)]);
  return { person, address, detections, ignore: { phone: thresholds.ignore.phone, appointment: thresholds.ignore.appointment } };
}

async function registerCall(deps: CallSyncDependencies, call: TeamsCall, found: { addresses: string[]; people: Participant[] }, context: { at: string; request: null; bookings: ContactBookings }): Promise<Registration[]> {
  const registrations: Registration[] = [];
  for (const { person, address, detections, ignore } of found.people) {
    if (!(call.kind === 'peerToPeer' ? detections.calls : detections.meetings)) continue;
    const others = found.addresses.filter((other) => other !== address);
    const { day, activity, references } = callActivity(person, { ...call, addresses: others });
    const tag = await deps.tagIndex.decidingTagAmong(day, references);
    const ignoreThreshold = call.kind === 'peerToPeer' ? ignore.phone : ignore.appointment;
    registrations.push(await registerDetected(deps, day, activity, tag, { ...context, ignoreThreshold }));
  }
  return registrations;
}
