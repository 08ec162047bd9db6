import type pg from 'pg';
import { z } from 'zod';
import { CALENDAR_SYSTEMS, type CalendarSystem } from '../../../domain/push/systems.js';
import { loadDetections } from '../../../projections/preferences/queries.js';

/** The profile's sections of product-spec §3 for the person's own Google and Microsoft 365 grants. */
export const calendarProfile = z
  .object({
    google: z.object({
      api_enabled: z.boolean().describe('The person granted Google access (and did not revoke it).'),
      api_email_enabled: z.boolean().describe('Sent mail is read too: the grant is there and the detections chapter has email on.'),
      credentials_valid: z.boolean().describe('The grant works; false when Google refused it (grant access again).'),
    }),
    microsoft: z.object({
      graph_enabled: z.boolean().describe('The person granted Microsoft 365 access (and did not revoke it).'),
      graph_email_enabled: z.boolean().describe('Sent mail is read too: the grant is there and the detections chapter has email on.'),
      credentials_valid: z.boolean().describe('The grant works.'),
      access_token_invalid: z.boolean().describe('Microsoft refused the grant (withdrawn or expired): the person is asked to grant access again.'),
    }),
  })
  .meta({ id: 'CalendarProfile' });

type CalendarProfile = z.infer<typeof calendarProfile>;

/** Read from the person's connections: granted unless detached, valid while active, invalid once a vendor refused it. */
export async function presentCalendarProfile(db: pg.Pool, person: { clientId: string; userId: string }): Promise<CalendarProfile> {
  const { rows } = await db.query<{ system: CalendarSystem; status: string }>(
    `SELECT system, status FROM connections WHERE client_id = $1 AND user_id = $2 AND system = ANY($3) AND status <> 'detached'`,
    [person.clientId, person.userId, CALENDAR_SYSTEMS],
  );
  const status = (system: CalendarSystem) => rows.find((row) => row.system === system)?.status;
  const google = status('google');
  const microsoft = status('microsoft');
  const { email } = await loadDetections(db, person.clientId, person.userId);
  return {
    google: { api_enabled: google !== undefined, api_email_enabled: google !== undefined && email, credentials_valid: google === 'active' },
    microsoft: { graph_enabled: microsoft !== undefined, graph_email_enabled: microsoft !== undefined && email, credentials_valid: microsoft === 'active', access_token_invalid: microsoft === 'invalid' },
  };
}
