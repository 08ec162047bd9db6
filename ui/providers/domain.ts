/**
 * The shapes of the calls the portal makes: each the type of the API's own zod schema (z.infer for what the API
 * answers, z.input for what it is sent), through type-only imports, so nothing of the server reaches the bundle.
 * Below them the few shapes that are the portal's own. The external systems and connection kinds come from
 * domain/push/systems.ts directly.
 */
import type { z } from 'zod';
import type { activityCluster, activityInput, ActivityResource, assignDimensionsBody, batchEditBody, dayPick } from '../../api/routes/activities/schemas.js';
import type { appointmentChange, AppointmentResource } from '../../api/routes/appointments/schemas.js';
import type { travelBody, travelProposal } from '../../api/routes/appointments/travel.js';
import type { auditEntry } from '../../api/routes/audit/schemas.js';
import type { ContactResource } from '../../api/routes/contacts/schemas.js';
import type { PendingTagResource } from '../../api/routes/tags/overview-schemas.js';
import type { TagConditionResource } from '../../api/routes/tag-conditions/schemas.js';
import type { DescriptionResource } from '../../api/routes/descriptions/schemas.js';
import type { ActivityNoteResource } from '../../api/routes/activity-notes/schemas.js';
import type {
  ConnectionStatusResource,
  credentialsMetaAnswer,
  externalLists,
  level,
  settingField,
  settingsAnswer,
  storedExternalLists,
} from '../../api/routes/connect/schemas.js';
import type {
  correctionsBody,
  DayResource,
  initPublishBody,
  initPublishMeta,
  prepareBookingAnswer,
  prepareCorrectionsAnswer,
  publishBody,
} from '../../api/routes/days/schemas.js';
import type { coverageResource, detectorResource } from '../../api/routes/detectors/schemas.js';
import type { DimensionResource } from '../../api/routes/dimensions/schemas.js';
import type { historyEntry } from '../../api/routes/history/schemas.js';
import type { chapterBodies } from '../../api/routes/preferences/schemas.js';
import type { reportBody, reportKinds, reportMeta, reportRow, reportTotals } from '../../api/routes/reports/schemas.js';
import type { SourceResource } from '../../api/routes/sources/schemas.js';
import type { daySyncStatusAnswer, syncError, syncErrorPage, syncErrorQuery } from '../../api/routes/sync-errors/schemas.js';
import type { newTokenResource, tokenInput, tokenResource, transferInput } from '../../api/routes/tokens/schemas.js';
import type { tagBatchEditBody, tagInput, TagResource, tagReference } from '../../api/routes/tags/schemas.js';
import type { invitationAcceptance, teamMember, UserResource } from '../../api/routes/users/schemas.js';
import type { DeactivationReason } from '../../identity/users.js';

export type Activity = ActivityResource;
export type Day = DayResource;
export type Contact = ContactResource;
export type Dimension = DimensionResource;
export type User = UserResource;
/** GET /v1/appointments: one of your appointments, from your calendars (api-contract §7.7). */
export type Appointment = AppointmentResource;
/** PUT /v1/appointments/{id}: a contact, internal or ignored (one), and travel out and back; a field left out stays. */
export type AppointmentChange = z.input<typeof appointmentChange>;
/** POST /v1/rpc/appointments/travel: the appointment, and where travel starts (absent: the day's appointment before it). */
export type TravelQuery = z.input<typeof travelBody>;
/** Travel out and back as the routing service proposes it, in the PUT's fields (durations in seconds). */
export type TravelProposal = z.infer<typeof travelProposal>;
/** GET /v1/audit: one entry of the firm's audit log. */
export type AuditEntry = z.infer<typeof auditEntry>;
/** GET /v1/users/team: one of the firm's people by name. */
export type TeamMember = z.infer<typeof teamMember>;
/** POST /auth/invite/accept */
export type InvitationAcceptance = z.input<typeof invitationAcceptance>;
export type { DeactivationReason };
export type Source = SourceResource;
export type Tag = TagResource;
/** POST /v1/tags: a reference and its target, general or personal. */
export type TagInput = z.input<typeof tagInput>;
/** A reference: its type and normalised value (what a tag recognises activity by). */
export type TagReference = z.infer<typeof tagReference>;
/** POST /v1/rpc/tags/pending: a reference of your open days that no tag covers. */
export type PendingTag = PendingTagResource;
export type TagCondition = TagConditionResource;
/** A standard description as the caller reads it: `text` has its dynamic tags written out. */
export type Description = DescriptionResource;
export type ActivityNote = ActivityNoteResource;
/** POST /v1/rpc/tags/batch-edit: a contact, internal or ignored, and (administrators) the lock, for many tags. */
export type TagBatchEditBody = z.input<typeof tagBatchEditBody>;

/** POST /v1/activities: started_at and ended_at are ISO date-times with a zone. */
export type ActivityInput = z.input<typeof activityInput>;
/** POST /v1/rpc/logs/batch-edit */
export type BatchEditBody = z.input<typeof batchEditBody>;
/** POST /v1/rpc/logs/assign-dimensions: a project is required; subproject and working code as the tree allows. */
export type AssignDimensionsBody = z.input<typeof assignDimensionsBody>;
/** One day: by id, or your own day on a local date (YYYY-MM-DD). */
export type DayPick = z.input<typeof dayPick>;
/** POST /v1/rpc/activities/overview: a subject, its activity and its flags. */
export type ActivityCluster = z.infer<typeof activityCluster>;

export type PrepareBookingAnswer = z.infer<typeof prepareBookingAnswer>;
export type PrepareCorrectionsAnswer = z.infer<typeof prepareCorrectionsAnswer>;
/** POST /v1/rpc/days/corrections */
export type CorrectDayBody = z.input<typeof correctionsBody>;
/** POST /v1/rpc/days/init-publish, beside the day: cancel unlocks it again. */
export type InitPublishOptions = Omit<z.input<typeof initPublishBody>, 'day_id'>;
export type InitPublishMeta = z.infer<typeof initPublishMeta>;
/** POST /v1/rpc/days/publish, beside the day: unbooked time needs confirm. */
export type PublishOptions = Omit<z.input<typeof publishBody>, 'day_id'>;

/** GET /v1/days/{id}/history, /v1/activities/{id}/history: an event with who, when and each field before → after. */
export type HistoryEntry = z.infer<typeof historyEntry>;
export type HistoryChange = HistoryEntry['changes'][number];

export type ReportKind = (typeof reportKinds)[number];
/** POST /v1/rpc/reports/interval/{kind}: at most 12 months, end inclusive. */
export type ReportBody = z.input<typeof reportBody>;
export type ReportTotals = z.infer<typeof reportTotals>;
export type ReportRow = z.infer<typeof reportRow>;
export type ReportMeta = z.infer<typeof reportMeta>;

/** PUT /v1/preferences/language */
export type LanguageCode = NonNullable<z.input<(typeof chapterBodies)['language']>['code']>;

/** One failed push: what was booked, the published duration (seconds) and the system's message. */
export type SyncError = z.infer<typeof syncError>;
/** POST /v1/rpc/activities/external-crm/errors, page and limit filled in (what the list always sends). */
export type SyncErrorQuery = z.infer<typeof syncErrorQuery>;
/** The codes a sync error carries (error.code), which the list filters on. */
export type SyncErrorCode = NonNullable<SyncErrorQuery['error_code']>;
export type SyncErrorPage = z.infer<typeof syncErrorPage>;

/** POST /v1/rpc/days/external-crm/status: busy, done, error, or unknown when nothing was pushed (product-spec §4). */
export type DaySyncState = z.infer<typeof daySyncStatusAnswer>;
export type ActivitySyncState = DaySyncState['activities'][number];
export type ActivitySyncStatus = ActivitySyncState['status'];

/** POST /v1/rpc/services/{crm|ticket}/status (api-contract §7.13, §7.14); never a credential. */
export type ConnectionStatus = ConnectionStatusResource;
/** One grant's state in the connect flow: the organisation's, or the person's own (`user`). */
export type GrantStatus = NonNullable<ConnectionStatus['user']>;
export type ConnectStep = NonNullable<GrantStatus['connect_active_step']>;
export type ExternalOption = NonNullable<GrantStatus['account']>;
/** The organisation's connection, or the signed-in person's own grant (systems that book as the token's user: Jira). */
export type ConnectionLevel = NonNullable<z.input<typeof level>>;
/** POST /v1/rpc/integration/crm/credentials/meta: how a system connects (a token form, or signing in at the vendor). */
export type CredentialsMeta = z.infer<typeof credentialsMetaAnswer>;
export type CredentialField = CredentialsMeta['fields'][number];
/** POST /v1/rpc/integration/crm/settings/meta: a setting of a connection (Teamleader's default work type). */
export type SettingField = z.infer<typeof settingField>;
/** POST /v1/rpc/integration/crm/settings: the active CRM connection's settings. */
export type ConnectionSettings = z.infer<typeof settingsAnswer>;
/** POST /v1/rpc/crm/external/sync: the system's lists, for mapping; /lists reads them back (StoredLists). */
export type ExternalLists = z.infer<typeof externalLists>;
export type StoredLists = z.infer<typeof storedExternalLists>;

/** What an administrator maps to the CRM's ids: contacts (its clients), projects / subprojects / working codes, users. */
export type CrmMappingKind = 'contact' | 'dimension' | 'user';

/** GET /v1/auth/tokens: one of your API tokens, never its secret. */
export type ApiToken = z.infer<typeof tokenResource>;
/** POST /v1/auth/tokens and /transfer: the token with its secret (`token`), which no other answer carries. */
export type NewApiToken = z.infer<typeof newTokenResource>;
export type TokenInput = z.input<typeof tokenInput>;
/** POST /v1/auth/tokens/transfer: a detector's hand-off (native: the agent; extension: a browser extension). */
export type TransferInput = z.input<typeof transferInput>;

/** GET /v1/detectors: one of your buckets at /api/0. */
export type Detector = z.infer<typeof detectorResource>;
/** GET /v1/detectors/coverage */
export type DetectionCoverage = z.infer<typeof coverageResource>;
