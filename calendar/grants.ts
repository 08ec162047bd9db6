import type pg from 'pg';
import type { CalendarSystem } from '../domain/push/systems.js';
import { say } from '../i18n/text.js';
import { ConnectFlowError, findConnection, saveConnection, sayStepError, type CredentialsCipher } from '../integrations/connections/index.js';
import type { CalendarCredentials } from '../integrations/index.js';
import { authorizationUrl, consumeState, oauthClient, refreshingCalls, requestToken, type OAuthSettings } from '../integrations/oauth/index.js';
import type { CalendarInfo, CalendarReaderOptions } from './sources/reader.js';
import { createCalendarReader } from './sources/readers.js';
import { chooseCalendars, chosenCalendars } from './sources/store.js';

/** What granting, revoking and choosing calendars need: the connections' store and our OAuth apps. */
export interface CalendarGrantContext {
  pool: pg.Pool;
  cipher: CredentialsCipher;
  oauth: OAuthSettings;
  timeoutMs: number;
  now: () => Date;
  reader?: CalendarReaderOptions;
}

/** One of the person's calendars at the vendor, and whether its appointments are read. */
export type PersonCalendar = CalendarInfo & { chosen: boolean };

/** The person whose own grant it is. */
export interface Person {
  clientId: string;
  userId: string;
}

/** What a grant reads: the person's calendars, or their sent mail too (api-contract §7.2's scope). */
export type GrantScope = 'calendar' | 'email';

/**
 * The permissions reading sent mail adds: Graph's `Mail.Read` (the sent items and their bodyPreview), Gmail's
 * `gmail.readonly` (its metadata scope cannot search `in:sent`). Only asked when the person grants with scope email.
 */
const mailScopes: Record<CalendarSystem, string> = { microsoft: 'Mail.Read', google: 'https://www.googleapis.com/auth/gmail.readonly' };

/** The vendor's sign-in URL for the person's own grant; they come back to /integrations/calendar-<system>. */
export function startCalendarGrant(ctx: CalendarGrantContext, person: Person, system: CalendarSystem, scope: GrantScope = 'calendar'): Promise<string> {
  const client = oauthClient(ctx.oauth, system);
  const scopes = scope === 'email' ? [...client.scopes, mailScopes[system]] : client.scopes;
  return authorizationUrl(ctx.pool, { ...client, scopes }, { clientId: person.clientId, startedBy: person.userId, connectionUser: person.userId, now: ctx.now() });
}

/**
 * The return from the vendor: the state this person started for this system, the code exchanged for tokens, and
 * the connection active at once (a person's own read grant needs no second confirmation). A first grant reads the
 * primary calendar; a new grant keeps the calendars chosen before.
 */
export async function finishCalendarGrant(ctx: CalendarGrantContext, person: Person, system: CalendarSystem, input: { code: string; state: string }): Promise<PersonCalendar[]> {
  const now = ctx.now();
  const started = await consumeState(ctx.pool, input.state, { clientId: person.clientId, userId: person.userId, now }, [system]);
  if (!started || started.connectionUser !== person.userId) {
    throw new ConnectFlowError('validation_failed', say('grant_state_expired'), { state: [say('state_unknown')] });
  }
  const client = oauthClient(ctx.oauth, system);
  const tokens = await requestToken(client, { grant_type: 'authorization_code', code: input.code }, { now, timeoutMs: ctx.timeoutMs });
  const credentials: CalendarCredentials = { system, credentials: { ...tokens, ...(client.apiBaseUrl ? { baseUrl: client.apiBaseUrl } : {}) } };
  const connection = await saveConnection<CalendarCredentials>(ctx.pool, ctx.cipher, { clientId: person.clientId, userId: person.userId, credentials, status: 'active', at: now });
  const calendars = await createCalendarReader(credentials, { timeoutMs: ctx.timeoutMs, ...ctx.reader }).listCalendars();
  const kept = await chosenCalendars(ctx.pool, connection.id);
  const chosen = kept.length > 0 ? kept.map((calendar) => calendar.calendarId) : calendars.filter((calendar) => calendar.primary).map((calendar) => calendar.id);
  if (kept.length === 0) await chooseCalendars(ctx.pool, connection.id, calendars.filter((calendar) => chosen.includes(calendar.id)));
  return calendars.map((calendar) => ({ ...calendar, chosen: chosen.includes(calendar.id) }));
}

/** Revokes the person's grant: the connection is detached and its calendars are no longer read. */
export async function revokeCalendarGrant(ctx: CalendarGrantContext, person: Person, system: CalendarSystem): Promise<void> {
  const { rows } = await ctx.pool.query<{ id: string }>(
    `UPDATE connections SET status = 'detached', connect_step = NULL, connect_step_error = NULL, updated_at = $4
      WHERE client_id = $1 AND user_id = $2 AND system = $3 AND status <> 'detached' RETURNING id`,
    [person.clientId, person.userId, system, ctx.now()],
  );
  if (rows.length === 0) throw new ConnectFlowError('model_not_found', say('calendar_not_granted'));
  await ctx.pool.query(`DELETE FROM calendar_syncs WHERE connection_id = $1`, [rows[0]!.id]);
}

/** The person's calendars at the vendor, each saying whether it is read; the token refreshed as the sync does. */
export async function personCalendars(ctx: CalendarGrantContext, person: Person, system: CalendarSystem): Promise<PersonCalendar[]> {
  const connection = await activeGrant(ctx, person, system);
  const refresh = { pool: ctx.pool, cipher: ctx.cipher, oauth: ctx.oauth, timeoutMs: ctx.timeoutMs, now: ctx.now };
  const { call } = refreshingCalls(connection, refresh, (credentials) => createCalendarReader(credentials, { timeoutMs: ctx.timeoutMs, ...ctx.reader }));
  const [calendars, chosen] = await Promise.all([call((reader) => reader.listCalendars()), chosenCalendars(ctx.pool, connection.id)]);
  const chosenIds = new Set(chosen.map((calendar) => calendar.calendarId));
  return calendars.map((calendar) => ({ ...calendar, chosen: chosenIds.has(calendar.id) }));
}

/** Reads exactly these of the person's calendars from now on; an id the vendor does not list is refused. */
export async function choosePersonCalendars(ctx: CalendarGrantContext, person: Person, system: CalendarSystem, ids: readonly string[]): Promise<PersonCalendar[]> {
  const calendars = await personCalendars(ctx, person, system);
  const unknown = ids.filter((id) => !calendars.some((calendar) => calendar.id === id));
  if (unknown.length > 0) throw new ConnectFlowError('validation_failed', say('calendar_choose_own'), { calendar_ids: unknown.map((id) => say('calendar_not_yours', { id })) });
  const connection = await activeGrant(ctx, person, system);
  await chooseCalendars(ctx.pool, connection.id, calendars.filter((calendar) => ids.includes(calendar.id)));
  return calendars.map((calendar) => ({ ...calendar, chosen: ids.includes(calendar.id) }));
}

/**
 * The person's own grant at `system`, when it is active; refused (412) when not granted, or withdrawn: then saying
 * what the vendor refused while reading (calendar/sources/sync-connection.ts markInvalid), in the reader's language.
 */
export async function activeGrant(ctx: CalendarGrantContext, person: Person, system: CalendarSystem) {
  const connection = await findConnection<CalendarCredentials>(ctx.pool, ctx.cipher, person.clientId, system, person.userId);
  if (!connection || connection.status === 'detached') throw new ConnectFlowError('precondition_failed', say('calendar_grant_first'));
  if (connection.status === 'invalid') {
    const refused = connection.connectStepError;
    throw new ConnectFlowError('precondition_failed', refused ? sayStepError(refused) : say('calendar_grant_withdrawn'));
  }
  return connection;
}
