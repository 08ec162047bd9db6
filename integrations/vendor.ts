/**
 * The one interface every CRM / ticket-system client implements, and the one error it throws.
 *
 * A client call is a single attempt: retrying, backing off and recording attempts is the push process's job.
 * `createTimeEntry` is idempotent per `reference` on every vendor (idempotency key, external reference or
 * check-then-create, see each client), so the push process can simply call it again after any failure.
 */

import type { Translatable } from '../i18n/message.js';
import { say } from '../i18n/text.js';
import { vendorNames, type PushEntry, type VendorErrorCode, type VendorErrorKind, type VendorSystem, type ExternalSystem } from '../domain/push/index.js';

/** One time entry to create: the push's entry (domain/push) with its reference. Units are converted by each client. */
export interface TimeEntryRequest extends PushEntry {
  /** Our push id: stable across retries of the same push, unique per activity and target. */
  reference: string;
}

export interface TimeEntryResult {
  externalId: string;
  /** False when an earlier attempt had already created it (found by reference or replayed by key). */
  created: boolean;
}

export interface ExternalClient {
  id: string;
  name: string;
  active: boolean;
}

export interface ExternalProject {
  id: string;
  /** The vendor's short code, where it has one (Harvest project code, Jira project key). */
  code?: string;
  name: string;
  clientId?: string;
  active: boolean;
}

export interface ExternalTask {
  id: string;
  name: string;
  projectId?: string;
  active: boolean;
}

export interface ExternalUser {
  id: string;
  name: string;
  email?: string;
}

/** What the credentials reach: the vendor's user they belong to and/or the account (tenant, site). */
export interface ConnectionCheck {
  user?: ExternalUser;
  account?: { id: string; name: string };
}

interface VendorCapabilities {
  /** How a retried create is kept from booking twice. */
  idempotency: 'idempotency_key' | 'external_reference' | 'check_then_create';
  /** Whether the vendor has clients (customers) to map our contacts to. */
  clients: boolean;
  /** Tasks per project (listTasks(projectId)), account-wide (listTasks()), or none. */
  tasks: 'per_project' | 'account' | 'none';
  /** Whether a time entry can be booked for another user (externalUserId) with one grant. */
  bookForOthers: boolean;
}

export interface VendorClient {
  readonly system: VendorSystem;
  readonly capabilities: VendorCapabilities;
  /** The cheapest call that proves the credentials work, and whom / what they reach. */
  checkConnection(): Promise<ConnectionCheck>;
  /** The vendor's users, to map ours to (externalUserId). */
  listUsers(): Promise<ExternalUser[]>;
  listClients(): Promise<ExternalClient[]>;
  listProjects(): Promise<ExternalProject[]>;
  listTasks(projectId?: string): Promise<ExternalTask[]>;
  /** Teamleader's account-wide work types; absent on vendors without them. */
  listWorkTypes?(): Promise<ExternalTask[]>;
  /** Creates the entry, or answers the one an earlier attempt with the same reference created. */
  createTimeEntry(entry: TimeEntryRequest): Promise<TimeEntryResult>;
  /** The entry an earlier attempt created for this reference, if any (reconciliation, cancel). */
  findTimeEntry(entry: TimeEntryRequest): Promise<TimeEntryResult | null>;
}

/** Per-client options (the base URL, injectable for tests, is part of each vendor's credentials). */
export interface VendorClientOptions {
  /** Per request, connect to last body byte. Default 30 s (api-contract: request timeout 30000 ms). */
  timeoutMs?: number;
  logger?: VendorLogger;
}

/** The part of a pino logger the clients use. Never given credentials or request headers. */
export interface VendorLogger {
  debug(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}

const unexpectedResult = (system: ExternalSystem): Translatable => say('vendor_unexpected_result', { system: vendorNames[system] });

export const unexpectedResultMessage = (system: ExternalSystem): string => unexpectedResult(system).in('en');

const codes: Record<VendorErrorKind, VendorErrorCode> = {
  rate_limited: 'external_api_rate_limited',
  invalid_credentials: 'invalid_credentials',
  invalid_request: 'invalid_request',
  unexpected: 'unexpected_result',
  unavailable: 'unexpected_result',
};

/**
 * Every failure of a vendor call. `kind` decides what the push process does: rate_limited and unavailable
 * are retried (after `retryAfterMs` when the vendor said so), unexpected is retried a few times, the two
 * invalid_* kinds wait for a person (reconnect, fix the mapping). Never carries credentials or headers.
 */
export class VendorError extends Error {
  override readonly name = 'VendorError';
  readonly code: VendorErrorCode;
  /** What a person is told, in their language: the vendor's own words as they are written. */
  readonly said: Translatable;

  constructor(
    readonly system: ExternalSystem,
    readonly kind: VendorErrorKind,
    /** What the vendor said (its error message), or what went wrong on the wire. */
    readonly vendorMessage: string,
    readonly details: { status?: number; retryAfterMs?: number; cause?: unknown } = {},
  ) {
    const said = kind === 'unexpected' || kind === 'unavailable' ? unexpectedResult(system) : say('vendor_refused_request', { system: vendorNames[system], reason: vendorMessage });
    super(said.in('en'), details.cause === undefined ? undefined : { cause: details.cause });
    this.said = said;
    this.code = codes[kind];
  }

  get status(): number | undefined {
    return this.details.status;
  }

  get retryAfterMs(): number | undefined {
    return this.details.retryAfterMs;
  }

  /** Whether trying again later, unchanged, can succeed. */
  get retryable(): boolean {
    return this.kind === 'rate_limited' || this.kind === 'unavailable' || this.kind === 'unexpected';
  }

  toJSON(): Record<string, unknown> {
    return {
      system: this.system,
      kind: this.kind,
      code: this.code,
      message: this.message,
      vendorMessage: this.vendorMessage,
      status: this.status,
      retryAfterMs: this.retryAfterMs,
    };
  }
}
