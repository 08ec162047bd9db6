import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, DeleteParams, Identifier, RaRecord } from 'react-admin';
import type {
  Activity,
  ActivityCluster,
  ActivityInput,
  Appointment,
  AppointmentChange,
  AssignDimensionsBody,
  BatchEditBody,
  CrmMappingKind,
  ConnectionLevel,
  ConnectionSettings,
  ConnectionStatus,
  ConnectStep,
  CorrectDayBody,
  DetectionCoverage,
  Detector,
  CredentialsMeta,
  Day,
  DayPick,
  DaySyncState,
  ActivityNote,
  Description,
  DeactivationReason,
  ExternalLists,
  HistoryEntry,
  InitPublishMeta,
  InvitationAcceptance,
  InitPublishOptions,
  LanguageCode,
  NewApiToken,
  PrepareBookingAnswer,
  PrepareCorrectionsAnswer,
  PublishOptions,
  ReportBody,
  ReportKind,
  ReportMeta,
  ReportRow,
  SettingField,
  StoredLists,
  SyncErrorPage,
  SyncErrorQuery,
  TeamMember,
  TokenInput,
  TransferInput,
  Tag,
  TagBatchEditBody,
  User,
  PendingTag,
  TagInput,
} from './domain.js';
import type { ConnectionKind, VendorSystem } from '../../domain/push/systems.js';
import { accountMethods, type AccountMethods } from './accountMethods.js';
import { signOnMethods, type SignOnMethods } from './signOnMethods.js';
import { fileMethods, type FileMethods } from './fileMethods.js';
import { calendarMethods, type CalendarMethods } from './calendarMethods.js';
import { sharePointMethods, type SharePointMethods } from './sharePointMethods.js';
import { calendarFeedMethods, type CalendarFeedMethods } from './calendarFeedMethods.js';
import { settingsMethods, type SettingsMethods } from './settingsMethods.js';
import { subscriptionMethods, type SubscriptionMethods } from './subscriptionMethods.js';
import { billingMethods, type BillingMethods } from './billingMethods.js';
import { dashboardMethods, type DashboardMethods } from './dashboardMethods.js';
import { customFieldMethods, type CustomFieldMethods } from './customFieldMethods.js';
import type { HttpClient } from './http.js';
import { resourceConfig } from './resources.js';

const API_URL = '/v1';

/** The day-flow commands and reads that are no CRUD: typed methods next to react-admin's. */
export interface DomainMethods {
  /** POST /v1/activities */
  registerActivity(input: ActivityInput): Promise<{ data: Activity }>;
  /** POST /v1/rpc/logs/batch-edit: tag, mark internal, ignore or describe many activities. */
  batchEditActivities(body: BatchEditBody): Promise<{ data: Activity[] }>;
  /** POST /v1/rpc/logs/assign-dimensions: book activities on project / subproject / working code. */
  assignDimensions(body: AssignDimensionsBody): Promise<{ data: Activity[] }>;
  /** POST /v1/rpc/days/prepare-booking: 422 prepare_booking while activity is untagged. */
  prepareBooking(dayId: string): Promise<{ data: PrepareBookingAnswer }>;
  /** POST /v1/rpc/days/prepare-corrections */
  prepareCorrections(dayId: string): Promise<{ data: PrepareCorrectionsAnswer }>;
  /** POST /v1/rpc/days/corrections: round, set or reset durations. */
  correctDay(body: CorrectDayBody): Promise<{ data: Day }>;
  /** POST /v1/rpc/days/init-publish (cancel: true unlocks the day again). */
  initPublish(dayId: string, options?: InitPublishOptions): Promise<{ data: Day; meta: InitPublishMeta }>;
  /** POST /v1/rpc/days/publish: unbooked time needs confirm: true. */
  publishDay(dayId: string, options?: PublishOptions): Promise<{ data: Day }>;
  /** DELETE /v1/days/{id}: an open day with all its activity, irreversibly. */
  deleteDay(dayId: string): Promise<{ data: { id: string } }>;
  /** POST /v1/rpc/activities/overview: the day's activity clustered by subject. */
  dayOverview(pick: DayPick): Promise<{ data: ActivityCluster[] }>;
  /** POST /v1/rpc/logs/pending-tag */
  pendingTag(pick: DayPick): Promise<{ data: Activity[] }>;
  /** POST /v1/rpc/logs/pending-dimensions */
  pendingDimensions(pick: DayPick): Promise<{ data: Activity[] }>;
  /** GET /v1/days/{id}/history */
  dayHistory(dayId: string): Promise<{ data: HistoryEntry[] }>;
  /** GET /v1/activities/{id}/history */
  activityHistory(activityId: string): Promise<{ data: HistoryEntry[] }>;
  /** POST /v1/rpc/reports/interval/{kind} */
  report(kind: ReportKind, body: ReportBody): Promise<{ data: ReportRow[]; meta: ReportMeta }>;
  /** GET /v1/activity_notes?day_id=eq:…: your notes on a day's activities. */
  activityNotes(dayId: string): Promise<{ data: ActivityNote[] }>;
  /** PUT /v1/activity_notes/{activity_id}: writes your note on an activity; an empty one clears it. */
  writeActivityNote(activityId: string, description: string): Promise<unknown>;
  /** POST /v1/rpc/descriptions/view: the descriptions offered when booking on these dimensions, their tags written out. */
  offeredDescriptions(dimensionIds: string[]): Promise<{ data: Description[] }>;
  /** POST /v1/rpc/tags/batch-edit: all the tags change, or (one refused) none. */
  batchEditTags(body: TagBatchEditBody): Promise<{ data: Tag[] }>;
  /** POST /v1/rpc/appointments/pending: pending ones, and arranged ones the confirmation rule holds, of open days. */
  pendingAppointments(body: { day_ids?: string[] }): Promise<{ data: Appointment[] }>;
  /** PUT /v1/appointments/{id} from the day screen: arranged, it becomes activity on its day (unless the rule holds it). */
  arrangeAppointment(id: string, change: AppointmentChange): Promise<{ data: Appointment }>;
  /** POST /v1/rpc/appointments/confirm: each becomes activity on its day; all must be arranged. */
  confirmAppointments(ids: string[]): Promise<{ data: Appointment[] }>;
  /** POST /v1/rpc/tags/pending: your open days' references that no tag covers, the most time first. */
  pendingTags(body: { day_ids?: string[] }): Promise<{ data: PendingTag[] }>;
  /** POST /v1/tags: "always for this reference" on the day screen (the Tags screen creates through react-admin). */
  createTag(body: TagInput): Promise<{ data: Tag }>;
  /** PATCH /v1/{resource}/{id}: restores an archived record (delete archives). */
  restore<R extends RaRecord = RaRecord>(resource: string, params: { id: Identifier }): Promise<{ data: R }>;
  /** POST /v1/rpc/activities/external-crm/errors: the organisation's failed pushes, one page (admins). */
  syncErrors(query: SyncErrorQuery): Promise<SyncErrorPage>;
  /** POST /v1/rpc/activities/external-crm/retry: pushes these activities again now; count = pushes changed. */
  retrySyncErrors(activityIds: string[]): Promise<{ data: { count: number } }>;
  /** POST /v1/rpc/activities/external-crm/retry-all */
  retryAllSyncErrors(): Promise<{ data: { count: number } }>;
  /** POST /v1/rpc/activities/external-crm/cancel: stops pushing these activities. */
  cancelSyncErrors(activityIds: string[]): Promise<{ data: { count: number } }>;
  /** POST /v1/rpc/days/external-crm/status: a published day's push state and each activity's. */
  daySyncStatus(dayId: string): Promise<{ data: DaySyncState }>;
  /** POST /v1/rpc/services/{kind}/status */
  connectionStatus(kind: ConnectionKind): Promise<{ data: ConnectionStatus }>;
  /** POST /v1/rpc/integration/crm/credentials/meta: the form (or OAuth) and steps of a system. */
  credentialsMeta(system: VendorSystem): Promise<{ data: CredentialsMeta }>;
  /** POST /v1/rpc/services/{kind}/initiate: token credentials, checked with the system (422 invalid_credentials). */
  initiateConnection(kind: ConnectionKind, body: { system: VendorSystem; level: ConnectionLevel; credentials: Record<string, string> }): Promise<{ data: ConnectionStatus }>;
  /** POST /v1/rpc/services/{kind}/oauth-init/{system}: the vendor's sign-in address. */
  oauthInit(kind: ConnectionKind, system: VendorSystem, level: ConnectionLevel): Promise<{ data: { url: string } }>;
  /** POST /v1/rpc/services/{kind}/step/{step}: oauth {code, state}, tenant {tenant_id}, cloud_site {cloud_id}, confirm. */
  connectStep(kind: ConnectionKind, step: Exclude<ConnectStep, 'credentials'>, body: Record<string, string>): Promise<{ data: ConnectionStatus }>;
  /** POST /v1/rpc/services/{kind}/reconnect: the stored credentials checked again (OAuth tokens refreshed). */
  reconnect(kind: ConnectionKind, level: ConnectionLevel): Promise<{ data: ConnectionStatus }>;
  /** DELETE /v1/rpc/services/{kind} */
  disconnect(kind: ConnectionKind, level: ConnectionLevel): Promise<{ data: ConnectionStatus }>;
  /** POST /v1/rpc/crm/external/sync: once per hour (cooldown_or_crm_sync_already). */
  synchronizeCrm(): Promise<{ data: ExternalLists }>;
  /** POST /v1/rpc/crm/external/lists: what the last synchronization stored (synchronized_at null before any). */
  storedCrmLists(): Promise<{ data: StoredLists }>;
  /** POST /v1/rpc/integration/crm/settings/meta: what can be set on a system's connection (choices while it is the active CRM). */
  connectionSettingsMeta(system: VendorSystem): Promise<{ data: { system: VendorSystem; fields: SettingField[] } }>;
  /** POST /v1/rpc/integration/crm/settings: reads ({}) or stores the active CRM connection's settings (422 per refused field). */
  connectionSettings(settings?: Record<string, string | null>): Promise<{ data: ConnectionSettings }>;
  /** PUT /v1/contacts/{id}/external-crm, POST /v1/rpc/external-crm/dimensions, PUT /v1/users/{id}/external-crm: our record ↔ the CRM's id. */
  mapToCrm(kind: CrmMappingKind, id: string, externalId: string): Promise<{ data: unknown }>;
  /** GET /v1/users/team: everyone of the firm by name (managers and administrators). */
  team(): Promise<{ data: TeamMember[] }>;
  /** PUT /v1/users/{id}/deactivate with a reason, PUT /v1/users/{id}/reactivate. */
  setDeactivated(id: string, reason: DeactivationReason | null): Promise<{ data: User }>;
  /** POST /v1/users/{id}/invite sends the invitation again (a new link); DELETE withdraws it. */
  invitation(id: string, action: 'resend' | 'withdraw'): Promise<{ data: User }>;
  /** POST /auth/invite/accept: sets the password of the invited person; answers their email, to sign in with. */
  acceptInvitation(body: InvitationAcceptance): Promise<{ data: { email: string } }>;
  /** PUT /v1/users/verify-email: confirms an email address with the secret of the mailed link. */
  verifyEmail(token: string): Promise<void>;
  /** POST /v1/auth/tokens: the answer holds the secret this once; kept out of react-admin's record cache. */
  createToken(input: TokenInput): Promise<{ data: NewApiToken }>;
  /** POST /v1/auth/tokens/transfer: a token for a detector's hand-off, named after its device. */
  transferToken(input: TransferInput): Promise<{ data: NewApiToken }>;
  /** GET /v1/detectors: your buckets. */
  detectors(): Promise<{ data: Detector[] }>;
  /** GET /v1/detectors/coverage: your detected hours per weekday against the work schedule, and which detectors sent data. */
  detectionCoverage(): Promise<{ data: DetectionCoverage }>;
  /** PUT /v1/preferences/language */
  setLanguage(code: LanguageCode): Promise<void>;
  /** The language the user (or their organisation) chose, from GET /v1/preferences; null while it is the default. */
  languagePreference(): Promise<LanguageCode | null>;
}

export type AppDataProvider = DataProvider &
  DomainMethods &
  AccountMethods &
  SignOnMethods &
  FileMethods &
  CalendarMethods &
  SharePointMethods &
  CalendarFeedMethods &
  SettingsMethods &
  SubscriptionMethods &
  BillingMethods &
  DashboardMethods &
  CustomFieldMethods;
export type DomainMethodName = keyof DomainMethods;

const isLanguageCode = (value: unknown): value is LanguageCode => value === 'nl' || value === 'en' || value === 'de' || value === 'fr';

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
    ...calendarFeedMethods(send, apiUrl),
    ...settingsMethods(send, apiUrl),
    ...subscriptionMethods(send),
    ...billingMethods(send),
    ...customFieldMethods(send, apiUrl),
  };
  return dataProvider;
}
