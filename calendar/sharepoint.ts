import { GraphSharePointReader } from '../integrations/microsoft/sharepoint.js';
import { refreshingCalls } from '../integrations/oauth/index.js';
import { activeGrant, type CalendarGrantContext, type Person } from './grants.js';

/**
 * Reads the person's SharePoint (sites, drives, folders) through their own Microsoft grant, the one their calendar
 * is read by; its token refreshed as the calendar sync refreshes it. Refused (412) without an active grant.
 */
export async function readSharePoint<T>(ctx: CalendarGrantContext, person: Person, read: (sharePoint: GraphSharePointReader) => Promise<T>): Promise<T> {
  const connection = await activeGrant(ctx, person, 'microsoft');
  const refresh = { pool: ctx.pool, cipher: ctx.cipher, oauth: ctx.oauth, timeoutMs: ctx.timeoutMs, now: ctx.now };
  const { call } = refreshingCalls(connection, refresh, (credentials) => new GraphSharePointReader(credentials.credentials, { timeoutMs: ctx.timeoutMs }));
  return call(read);
}
