import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, DeleteParams, Identifier, RaRecord } from 'react-admin';
import type {
  LanguageCode,
  User,
} from './domain.js';
import { accountMethods, type AccountMethods } from './accountMethods.js';
import { signOnMethods, type SignOnMethods } from './signOnMethods.js';
import { fileMethods, type FileMethods } from './fileMethods.js';
import { calendarMethods, type CalendarMethods } from './calendarMethods.js';
import { sharePointMethods, type SharePointMethods } from './sharePointMethods.js';
import { firmMicrosoftMethods, type FirmMicrosoftMethods } from './firmMicrosoftMethods.js';
import { calendarFeedMethods, type CalendarFeedMethods } from './calendarFeedMethods.js';
import { settingsMethods, type SettingsMethods } from './settingsMethods.js';
import { subscriptionMethods, type SubscriptionMethods } from './subscriptionMethods.js';
import { billingMethods, type BillingMethods } from './billingMethods.js';
import { dashboardMethods, type DashboardMethods } from './dashboardMethods.js';
import { customFieldMethods, type CustomFieldMethods } from './customFieldMethods.js';
import { LANGUAGES } from '../../i18n/languages.js';
import type { DomainMethods } from './domainMethods.js';
import type { HttpClient } from './http.js';
import { resourceConfig } from './resources.js';

const API_URL = '/v1';


export type AppDataProvider = DataProvider &
  DomainMethods &
  AccountMethods &
  SignOnMethods &
  FileMethods &
  CalendarMethods &
  SharePointMethods &
  FirmMicrosoftMethods &
  CalendarFeedMethods &
  SettingsMethods &
  SubscriptionMethods &
  BillingMethods &
  DashboardMethods &
  CustomFieldMethods;

const isLanguageCode = (value: unknown): value is LanguageCode => (LANGUAGES as readonly unknown[]).includes(value);

const OPERATOR_KEY = /^(.+)@(eq|eeq|neq|like|in|lt|lte|gt|gte|bool)$/;

/**
 * react-admin sends every filter in `filter={...}`, which the API reads as equality (or "in" for arrays). A filter
 * key `field@op` (e.g. `date@gte`) becomes the API's own `field=op:value` parameter instead. A sort on `id`
 * (react-admin's default) is dropped: the API would sort by id, but an order of random ids means nothing to a
 * person, so a list without a sort of its own keeps the API's default for it (contacts by name, days newest first).
 */
export function liftOperatorFilters(url: string): string {
  const [path, query = ''] = url.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  const filter = params.get('filter');
  if (filter) {
    const parsed = JSON.parse(filter) as Record<string, unknown>;
    const plain: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(parsed)) {
      const match = OPERATOR_KEY.exec(key);
      if (!match) plain[key] = value;
      else if (value !== undefined && value !== null && value !== '') {
        params.append(match[1]!, `${match[2]}:${Array.isArray(value) ? value.join(',') : String(value)}`);
      }
    }
    params.set('filter', JSON.stringify(plain));
  }
  const sort = params.get('sort');
  if (sort?.startsWith('["id"')) params.delete('sort');
  const rebuilt = params.toString();
  return rebuilt ? `${path}?${rebuilt}` : path;
}

/** Single answers are `{data: …}`; react-admin wants the record itself. */
function unwrap<T>(json: unknown): T {
  return (json && typeof json === 'object' && !Array.isArray(json) && 'data' in json ? (json as { data: T }).data : json) as T;
}

function pick(data: Record<string, unknown>, fields: readonly string[] | undefined): Record<string, unknown> {
  if (!fields) return data;
  return Object.fromEntries(fields.filter((field) => data[field] !== undefined).map((field) => [field, data[field]]));
}

/**
 * ra-data-simple-rest on /v1, adapted to the API: resource names map to paths (projects are
 * /v1/dimension_levels/1/dimensions), single answers are unwrapped, writes send only the writable fields (the API
 * would take the whole record and ignore its read-only fields; sending what a form can change keeps a save to
 * what the person edited), and the day-flow commands are typed methods. An app that is not ours needs none of
 * this: it uses ra-data-simple-rest as it is on /ra/v1 (docs/react-admin.md).
 */
export function createDataProvider(httpClient: HttpClient, apiUrl = API_URL): AppDataProvider {
  const base = simpleRestProvider(apiUrl, (url, options) => httpClient(liftOperatorFilters(url), options));
  const pathOf = (resource: string) => resourceConfig(resource).path;
  const urlOf = (resource: string, id: Identifier) => `${apiUrl}/${pathOf(resource)}/${encodeURIComponent(String(id))}`;
  const send = async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const { json } = await httpClient(url, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return json as T;
  };
  const post = <T>(path: string, body: unknown) => send<T>('POST', `${apiUrl}/${path}`, body);
  const get = <T>(path: string) => send<T>('GET', `${apiUrl}/${path}`);

  const dataProvider: AppDataProvider = {
    getList: (resource, params) => base.getList(pathOf(resource), params),
    getManyReference: (resource, params) => base.getManyReference(pathOf(resource), params),
    getOne: async (resource, params) => ({ data: unwrap((await base.getOne(pathOf(resource), params)).data) }),
    getMany: async (resource, params) => {
      if (params.ids.length === 0) return { data: [] };
      const filter = { id: params.ids, ...(resourceConfig(resource).archivable ? { status: ['active', 'archived'] } : {}) };
      const { data } = await base.getList(pathOf(resource), {
        filter,
        pagination: { page: 1, perPage: params.ids.length },
        sort: { field: 'id', order: 'ASC' },
        ...(params.signal ? { signal: params.signal } : {}),
      });
      return { data };
    },
    create: async (resource, params) => ({
      data: unwrap(await send('POST', `${apiUrl}/${resourceConfig(resource).createPath ?? pathOf(resource)}`, pick(params.data, resourceConfig(resource).writable))),
    }),
    update: async (resource, params) => ({
      data: unwrap(await send('PUT', urlOf(resource, params.id), pick(params.data, resourceConfig(resource).writable))),
    }),
    updateMany: async (resource, params) => {
      await Promise.all(params.ids.map((id) => send('PUT', urlOf(resource, id), pick(params.data, resourceConfig(resource).writable))));
      return { data: params.ids };
    },
    delete: async <R extends RaRecord>(resource: string, params: DeleteParams<R>) => {
      const json = await send('DELETE', urlOf(resource, params.id));
      // An archive answers the archived record; a deletion for good answers 204.
      return { data: (json === undefined ? (params.previousData ?? { id: params.id }) : unwrap(json)) as R };
    },
    deleteMany: async (resource, params) => {
      await Promise.all(params.ids.map((id) => send('DELETE', urlOf(resource, id))));
      return { data: params.ids };
    },
    restore: async <R extends RaRecord>(resource: string, params: { id: Identifier }) => ({
      data: unwrap<R>(await send('PATCH', urlOf(resource, params.id))),
    }),

    registerActivity: (input) => post('activities', input),
    batchEditActivities: (body) => post('rpc/logs/batch-edit', body),
    assignDimensions: (body) => post('rpc/logs/assign-dimensions', body),
    prepareBooking: (dayId) => post('rpc/days/prepare-booking', { day_id: dayId }),
    prepareCorrections: (dayId) => post('rpc/days/prepare-corrections', { day_id: dayId }),
    correctDay: (body) => post('rpc/days/corrections', body),
    initPublish: (dayId, options = {}) => post('rpc/days/init-publish', { day_id: dayId, ...options }),
    publishDay: (dayId, options = {}) => post('rpc/days/publish', { day_id: dayId, ...options }),
    deleteDay: async (dayId) => {
      await send('DELETE', `${apiUrl}/days/${encodeURIComponent(dayId)}`);
      return { data: { id: dayId } };
    },
    dayOverview: (pick) => post('rpc/activities/overview', pick),
    pendingTag: (pick) => post('rpc/logs/pending-tag', pick),
    pendingDimensions: (pick) => post('rpc/logs/pending-dimensions', pick),
    dayHistory: (dayId) => get(`days/${encodeURIComponent(dayId)}/history`),
    activityHistory: (activityId) => get(`activities/${encodeURIComponent(activityId)}/history`),
    report: (kind, body) => post(`rpc/reports/interval/${kind}`, body),
    activityNotes: (dayId) => get(`activity_notes?day_id=eq:${encodeURIComponent(dayId)}&limit=1000`),
    writeActivityNote: (activityId, description) => send('PUT', `${apiUrl}/activity_notes/${encodeURIComponent(activityId)}`, { description }),
    offeredDescriptions: (dimensionIds) => post('rpc/descriptions/view', { dimension_ids: dimensionIds }),
    batchEditTags: (body) => post('rpc/tags/batch-edit', body),
    createTag: (body) => post('tags', body),
    pendingAppointments: (body) => post('rpc/appointments/pending', body),
    arrangeAppointment: (id, change) => send('PUT', urlOf('appointments', id), change),
    confirmAppointments: (ids) => post('rpc/appointments/confirm', { ids }),
    proposeTravel: (query) => post('rpc/appointments/travel', query),
    // Asked afresh: the user cached at sign-in is the login's answer, which has none of users/self's extras.
    travelProposals: async () => (await get<{ data: User }>('users/self')).data.travel_proposals === true,
    pendingTags: (body) => post('rpc/tags/pending', body),
    syncErrors: (query) => post('rpc/activities/external-crm/errors', query),
    retrySyncErrors: (activityIds) => post('rpc/activities/external-crm/retry', { activities: activityIds }),
    retryAllSyncErrors: () => send('POST', `${apiUrl}/rpc/activities/external-crm/retry-all`),
    cancelSyncErrors: (activityIds) => post('rpc/activities/external-crm/cancel', { activities: activityIds }),
    daySyncStatus: (dayId) => post('rpc/days/external-crm/status', { day_id: dayId }),
    connectionStatus: (kind) => post(`rpc/services/${kind}/status`, {}),
    credentialsMeta: (system) => post('rpc/integration/crm/credentials/meta', { system }),
    initiateConnection: (kind, body) => post(`rpc/services/${kind}/initiate`, body),
    oauthInit: (kind, system, level) => post(`rpc/services/${kind}/oauth-init/${system}`, { level }),
    connectStep: (kind, step, body) => post(`rpc/services/${kind}/step/${step}`, body),
    reconnect: (kind, level) => post(`rpc/services/${kind}/reconnect`, { level }),
    disconnect: (kind, level) => send('DELETE', `${apiUrl}/rpc/services/${kind}`, { level }),
    synchronizeCrm: () => post('rpc/crm/external/sync', {}),
    storedCrmLists: () => post('rpc/crm/external/lists', {}),
    connectionSettingsMeta: (system) => post('rpc/integration/crm/settings/meta', { system }),
    connectionSettings: (settings) => post('rpc/integration/crm/settings', settings === undefined ? {} : { settings }),
    mapToCrm: (kind, id, externalId) =>
      kind === 'dimension'
        ? post('rpc/external-crm/dimensions', { dimension_id: id, external_id: externalId })
        : send('PUT', `${apiUrl}/${kind === 'contact' ? 'contacts' : 'users'}/${encodeURIComponent(id)}/external-crm`, { external_id: externalId }),
    team: () => get('users/team'),
    setDeactivated: (id, reason) =>
      reason === null ? send('PUT', `${urlOf('users', id)}/reactivate`) : send('PUT', `${urlOf('users', id)}/deactivate`, { reason }),
    invitation: (id, action) => send(action === 'resend' ? 'POST' : 'DELETE', `${urlOf('users', id)}/invite`),
    acceptInvitation: (body) => send('POST', '/auth/invite/accept', body),
    verifyEmail: (token) => send('PUT', `${apiUrl}/users/verify-email`, { token }),
    createToken: (input) => post('auth/tokens', input),
    transferToken: (input) => post('auth/tokens/transfer', input),
    detectors: () => get('detectors'),
    detectionCoverage: () => get('detectors/coverage'),
    setLanguage: async (code) => {
      await send('PUT', `${apiUrl}/preferences/language`, { code });
    },
    languagePreference: async () => {
      const { data } = await get<{ data: Array<{ chapter: string; key: string; value: unknown; source: string }> }>('preferences');
      const entry = data.find((e) => e.chapter === 'language' && e.key === 'code' && e.source !== 'default');
      return isLanguageCode(entry?.value) ? entry.value : null;
    },
    ...accountMethods(send),
    ...dashboardMethods(send),
    ...signOnMethods(send),
    ...fileMethods(send, httpClient),
    ...calendarMethods(send),
    ...sharePointMethods(send),
    ...firmMicrosoftMethods(send),
    ...calendarFeedMethods(send, apiUrl),
    ...settingsMethods(send, apiUrl),
    ...subscriptionMethods(send),
    ...billingMethods(send),
    ...customFieldMethods(send, apiUrl),
  };
  return dataProvider;
}
