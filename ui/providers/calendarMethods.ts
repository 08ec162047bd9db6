import type { z } from 'zod';
import type { calendarsAnswer } from '../../api/routes/calendars/schemas.js';
import type { calendarProfile } from '../../api/routes/calendars/profile.js';
import type { CalendarSystem } from '../../domain/push/systems.js';
import type { User } from './domain.js';

/** GET /v1/users/self's profile: the person's Google and Microsoft 365 grants. */
export type CalendarProfile = z.infer<typeof calendarProfile>;
/** One of the person's calendars at the vendor, and whether it is read. */
export type PersonCalendar = z.infer<typeof calendarsAnswer>['data'][number];

type Send = <T>(method: string, url: string, body?: unknown) => Promise<T>;

/** A person's own calendar grants (api-contract §7.2 and §7.16). */
export interface CalendarMethods {
  /** The profile's google and microsoft sections, from GET /v1/users/self. */
  calendarProfile(): Promise<CalendarProfile>;
  /** POST /v1/rpc/google/api {enabled: true} or /v1/rpc/microsoft/graph: the vendor's sign-in URL. */
  startCalendarGrant(system: CalendarSystem): Promise<string>;
  /** POST /v1/rpc/calendar-grants/{system} with what the vendor sent the person back with. */
  finishCalendarGrant(system: CalendarSystem, input: { code: string; state: string }): Promise<PersonCalendar[]>;
  /** DELETE /v1/rpc/google/api or /v1/rpc/microsoft/graph */
  revokeCalendarGrant(system: CalendarSystem): Promise<void>;
  /** POST /v1/rpc/microsoft/calendars: lists them, or with ids reads exactly those. */
  microsoftCalendars(calendarIds?: string[]): Promise<PersonCalendar[]>;
}

const grantPath = (system: CalendarSystem) => (system === 'google' ? '/v1/rpc/google/api' : '/v1/rpc/microsoft/graph?scope=calendar');

export function calendarMethods(send: Send): CalendarMethods {
  return {
    calendarProfile: async () => {
      const { data } = await send<{ data: User }>('GET', '/v1/users/self');
      return data.profile ?? { google: { api_enabled: false, api_email_enabled: false, credentials_valid: false }, microsoft: { graph_enabled: false, graph_email_enabled: false, credentials_valid: false, access_token_invalid: false } };
    },
    startCalendarGrant: async (system) => {
      const body = system === 'google' ? { enabled: true, scope: 'calendar' } : undefined;
      return (await send<{ data: { url: string } }>('POST', grantPath(system), body)).data.url;
    },
    finishCalendarGrant: async (system, input) => (await send<{ data: PersonCalendar[] }>('POST', `/v1/rpc/calendar-grants/${system}`, input)).data,
    revokeCalendarGrant: async (system) => {
      await send('DELETE', grantPath(system));
    },
    microsoftCalendars: async (calendarIds) => (await send<{ data: PersonCalendar[] }>('POST', '/v1/rpc/microsoft/calendars', calendarIds ? { calendar_ids: calendarIds } : {})).data,
  };
}
