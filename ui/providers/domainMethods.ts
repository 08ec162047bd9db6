import type { Identifier, RaRecord } from 'react-admin';
import type {
  Activity,
  ActivityCluster,
  ActivityInput,
  ActivityNote,
  Appointment,
  AppointmentChange,
  AssignDimensionsBody,
  BatchEditBody,
  ConnectionLevel,
  ConnectionSettings,
  ConnectionStatus,
  ConnectStep,
  CorrectDayBody,
  CredentialsMeta,
  CrmMappingKind,
  Day,
  DayPick,
  DaySyncState,
  DeactivationReason,
  Description,
  DetectionCoverage,
  Detector,
  ExternalLists,
  HistoryEntry,
  InitPublishMeta,
  InitPublishOptions,
  InvitationAcceptance,
  LanguageCode,
  NewApiToken,
  PendingTag,
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
  Tag,
  TagBatchEditBody,
  TagInput,
  TeamMember,
  TokenInput,
  TransferInput,
  TravelProposal,
  TravelQuery,
  User,
} from './domain.js';
import type { ConnectionKind, VendorSystem } from '../../domain/push/systems.js';

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
  /** POST /v1/rpc/appointments/travel: travel out and back proposed by the portal's routing service; nothing is saved. */
  proposeTravel(query: TravelQuery): Promise<{ data: TravelProposal }>;
  /** Whether the portal proposes travel (GET /v1/users/self's travel_proposals); without, travel is entered by hand. */
  travelProposals(): Promise<boolean>;
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

export type DomainMethodName = keyof DomainMethods;
