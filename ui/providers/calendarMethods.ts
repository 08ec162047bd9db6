import type { z } from 'zod';
import type { calendarsAnswer } from '../../api/routes/calendars/schemas.js';
import type { calendarProfile } from '../../api/routes/calendars/profile.js';
import type { CalendarSystem } from '../../domain/push/systems.js';
import { effectiveDetections, type Detections } from '../../domain/preferences/index.js';
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
  /** POST /v1/rpc/google/api {enabled: true, scope} or /v1/rpc/microsoft/graph?scope: the vendor's sign-in URL (scope email: sent mail too). */
  startCalendarGrant(system: CalendarSystem, scope?: 'calendar' | 'email'): Promise<string>;
  /** POST /v1/rpc/calendar-grants/{system} with what the vendor sent the person back with. */
  finishCalendarGrant(system: CalendarSystem, input: { code: string; state: string }): Promise<PersonCalendar[]>;
  /** DELETE /v1/rpc/google/api or /v1/rpc/microsoft/graph */
  revokeCalendarGrant(system: CalendarSystem): Promise<void>;
  /** POST /v1/rpc/microsoft/calendars: lists them, or with ids reads exactly those. */
  microsoftCalendars(calendarIds?: string[]): Promise<PersonCalendar[]>;
  /** What is detected for the person: the detections chapter from GET /v1/preferences, over its defaults. */
  detections(): Promise<Detections>;
  /** PUT /v1/preferences/detections with one key: the person's own switch. */
  setDetection(key: keyof Detections, on: boolean): Promise<void>;
}

const grantPath = (system: CalendarSystem, scope = 'calendar') => (system === 'google' ? '/v1/rpc/google/api' : `/v1/rpc/microsoft/graph?scope=${scope}`);

export function calendarMethods(send: Send): CalendarMethods {
  return {
    calendarProfile: async () => {
      const { data } = await send<{ data: User }>('GET', '/v1/users/self');
      return data.profile ?? { google: { api_enabled: false, api_email_enabled: false, credentials_valid: false }, microsoft: { graph_enabled: false, graph_email_enabled: false, credentials_valid: false, access_token_invalid: false } };
    },
    startCalendarGrant: async (system, scope = 'calendar') => {
      const body = system === 'google' ? { enabled: true, scope } : undefined;
      return (await send<{ data: { url: string } }>('POST', grantPath(system, scope), body)).data.url;
    },
    finishCalendarGrant: async (system, input) => (await send<{ data: PersonCalendar[] }>('POST', `/v1/rpc/calendar-grants/${system}`, input)).data,
    revokeCalendarGrant: async (system) => {
      await send('DELETE', grantPath(system));
    },
    microsoftCalendars: async (calendarIds) => (await send<{ data: PersonCalendar[] }>('POST', '/v1/rpc/microsoft/calendars', calendarIds ? { calendar_ids: calendarIds } : {})).data,
    detections: async () => {
      const { data } = await send<{ data: Array<{ chapter: string; key: string; value: unknown }> }>('GET', '/v1/preferences');
      return effectiveDetections(Object.fromEntries(data.filter((entry) => entry.chapter === 'detections').map((entry) => [entry.key, entry.value])), undefined);
    },
    setDetection: async (key, on) => {
      await send('PUT', '/v1/preferences/detections', { [key]: on });
    },
  };
}
