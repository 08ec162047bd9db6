/**
 * The shapes of the day-flow calls. Resources come from the API's own zod schemas (type-only imports: nothing of
 * the server reaches the bundle); the command bodies mirror the routes' schemas in api/routes/{activities,days,
 * reports}, where they are not exported.
 */
import type { z } from 'zod';
import type { activityInput } from '../../api/routes/activities/schemas.js';
import type { ActivityResource } from '../../api/routes/activities/schemas.js';
import type { ContactResource } from '../../api/routes/contacts/schemas.js';
import type { DayResource } from '../../api/routes/days/schemas.js';
import type { DimensionResource } from '../../api/routes/dimensions/schemas.js';
import type { UserResource } from '../../api/routes/users/schemas.js';
import type { ConnectionStatusResource } from '../../api/routes/connect/schemas.js';
import type { CredentialField, CredentialsMeta } from '../../integrations/connections/kinds.js';
import type { SettingField } from '../../integrations/connections/settings.js';
import type { ExternalLists, StoredLists } from '../../integrations/connections/sync.js';
import type { PushFailureCode } from '../../domain/push/index.js';
import { VENDOR_SYSTEMS, systemsOf, type ConnectionKind, type VendorSystem } from '../../domain/push/systems.js';

export type Activity = ActivityResource;
export type Day = DayResource;
export type Contact = ContactResource;
export type Dimension = DimensionResource;
export type User = UserResource;

/** POST /v1/activities: started_at and ended_at are ISO date-times with a zone. */
export type ActivityInput = z.input<typeof activityInput>;

/** POST /v1/rpc/logs/batch-edit */
export interface BatchEditBody {
  logs: string[];
  contact_id?: string | null;
  internal?: boolean;
  status?: 'open' | 'ignored';
  activity_description?: string | null;
}

/** POST /v1/rpc/logs/assign-dimensions: a project is required; subproject and working code as the tree allows. */
export interface AssignDimensionsBody {
  logs: string[];
  slots:
    | { project_id: string | null; subproject_id?: string | null; working_code_id?: string | null }
    | Array<{ level: 1 | 2 | 3; dimension_id: string | null }>;
}

/** One day: by id, or your own day on a local date (YYYY-MM-DD). */
export type DayPick = { day_id: string; date?: never } | { date: string; day_id?: never };

export interface PrepareBookingAnswer {
  day: Day;
  suggestions: unknown[];
  timeline: unknown[];
}

export interface PrepareCorrectionsAnswer {
  booked: boolean;
  invalid_logs: string[];
  /** Seconds. */
  block_size: number;
  round_type: 'regular' | 'up' | 'down';
  proposals: Array<{ activity_id: string; duration: number; rounded: number }>;
}

/** POST /v1/rpc/days/corrections */
export type CorrectDayBody =
  | { day_id: string; action: 'round' | 'reset' }
  | { day_id: string; action: 'set'; parameters: { activity_id: string; duration: number } };

export interface InitPublishMeta {
  unbooked_duration: number;
  warning: string | null;
}

export interface ActivityCluster {
  subject: unknown;
  duration: number;
  flags: unknown;
  logs: Activity[];
}

export interface HistoryEntry {
  event_id: string;
  type: string;
  recorded_at: string;
  user: { id: string; name: string } | null;
  request: string | null;
  changes: Array<{ activity_id: string | null; field: string; before: unknown; after: unknown }>;
}

export type ReportKind = 'sources' | 'users' | 'contacts' | 'dimensions';

/** POST /v1/rpc/reports/interval/{kind}: at most 12 months, end inclusive. */
export interface ReportBody {
  start: string;
  end: string;
  group_by?: 'day' | 'week' | 'month';
  user_ids?: string[];
}

export interface ReportTotals {
  activity_count: number;
  duration: number;
  booked_duration: number;
  published_duration: number;
}

export interface ReportRow extends ReportTotals {
  period: string;
  key: Record<string, string | boolean | null>;
  name: string | null;
}

export interface ReportMeta {
  start: string;
  end: string;
  group_by: string;
  totals: ReportTotals;
}

export type LanguageCode = 'nl' | 'en' | 'de' | 'fr';

/** The systems published hours are pushed to (api/routes/sync-errors). */
export type SyncSystem = VendorSystem;
export const SYNC_SYSTEMS = VENDOR_SYSTEMS;

/** One failed push: what was booked, the published duration (seconds) and the system's message. */
export interface SyncError {
  /** The push. */
  id: string;
  activity_id: string;
  day_id: string;
  user_id: string;
  date: string;
  system: SyncSystem;
  dimensions: { contact_id: string | null; project_id: string | null; subproject_id: string | null; working_code_id: string | null };
  published_duration: number;
  description: string | null;
  error: { code: string; kind: string; message: string; status: number | null };
  attempts: number;
  /** null: waits for a person (retry or cancel). */
  next_attempt_at: string | null;
  failed_at: string;
}

/** POST /v1/rpc/activities/external-crm/errors: newest day first, dates inclusive. */
export interface SyncErrorQuery {
  page: number;
  limit: number;
  system?: SyncSystem;
  date_start?: string;
  date_end?: string;
  error_code?: SyncErrorCode;
  user_id?: string;
}

/** The codes a sync error carries (error.code). */
export type SyncErrorCode = PushFailureCode;

export interface SyncErrorPage {
  data: SyncError[];
  meta: { pagination: { count: number; total: number } };
}

/** A day's push state (product-spec §4: busy, done, error, unknown — unknown when nothing was pushed). */
export type DaySyncStatus = 'busy' | 'done' | 'error' | 'unknown';
export type ActivitySyncStatus = 'busy' | 'done' | 'error' | 'cancelled';

export interface ActivitySyncState {
  activity_id: string;
  system: SyncSystem;
  status: ActivitySyncStatus;
  external_id: string | null;
  error_code: string | null;
  error_message: string | null;
  attempts: number;
  next_attempt_at: string | null;
}

/** POST /v1/rpc/days/external-crm/status */
export interface DaySyncState {
  day_id: string;
  status: DaySyncStatus;
  activities: ActivitySyncState[];
}

/** A CRM (hours on clients and projects) or a ticket system (hours on issues): one of each per organisation. */
export type { ConnectionKind };
export const SYSTEMS_OF = systemsOf;
/** The organisation's connection, or the signed-in person's own grant (systems that book as the token's user: Jira). */
export type ConnectionLevel = 'organisation' | 'user';

/** POST /v1/rpc/services/{crm|ticket}/status (api-contract §7.13, §7.14); never a credential. */
export type ConnectionStatus = ConnectionStatusResource;
/** One grant's state in the connect flow: the organisation's, or the person's own (`user`). */
export type GrantStatus = NonNullable<ConnectionStatus['user']>;
export type ConnectStep = NonNullable<GrantStatus['connect_active_step']>;
export type ExternalOption = NonNullable<GrantStatus['account']>;
/** POST /v1/rpc/integration/crm/credentials/meta: how a system connects (a token form, or signing in at the vendor). */
export type { CredentialField, CredentialsMeta };
/** POST /v1/rpc/crm/external/sync: the system's lists, for mapping; /lists reads them back (StoredLists). */
export type { ExternalLists, StoredLists };
/** POST /v1/rpc/integration/crm/settings/meta: a setting of a connection (Teamleader's default work type). */
export type { SettingField };

/** What an administrator maps to the CRM's ids: contacts (its clients), projects / subprojects / working codes, users. */
export type CrmMappingKind = 'contact' | 'dimension' | 'user';
