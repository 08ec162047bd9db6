import { asWritten, type Translatable } from '../../i18n/message.js';
import { keptOf, sayKept, type KeptText } from '../../i18n/text.js';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { ExternalCredentials, VendorCredentials } from '../index.js';
import type { CredentialsCipher } from './crypto.js';
import type { ConnectionSettings, ExternalSystem, MappingKind, Mappings, VendorSystem } from '../../domain/push/index.js';

type ConnectionStatus = 'connecting' | 'active' | 'invalid' | 'detached';
export type ConnectStep = 'credentials' | 'oauth' | 'tenant' | 'cloud_site' | 'confirm';
/** Why the last step failed: its English, and the text it is to be said in the reader's language (kept since texts were). */
export interface ConnectStepError {
  code: string;
  message: string;
  said?: KeptText | undefined;
}

export const stepError = (code: string, said: Translatable): ConnectStepError => ({ code, message: said.in('en'), said: keptOf(said) });
/** A step error said again where it is read: its kept text in the reader's language, else (kept before texts were) its English. */
export const sayStepError = (error: ConnectStepError): Translatable => (error.said ? sayKept(error.said) : asWritten(error.message));
export interface ConnectStepSuggestion { options: Array<{ id: string; name: string }> }

/**
 * A stored connection with its credentials decrypted: only for the push worker, the connect calls and the calendar
 * sync (a person's Microsoft 365 or Google grant: `Connection<CalendarCredentials>`).
 */
export interface Connection<C extends ExternalCredentials = VendorCredentials> {
  id: string;
  clientId: string;
  userId: string | null;
  system: C['system'];
  status: ConnectionStatus;
  account: { id: string; name: string } | null;
  /**
   * While a Xero or Jira connection waits for its tenant or cloud_site step, the grant is stored without
   * `tenantId` / `cloudId` (those steps read only the token).
   */
  credentials: C;
  connectStep: ConnectStep | null;
  connectStepError: ConnectStepError | null;
  connectStepSuggestion: ConnectStepSuggestion | null;
  /** When a person first confirmed it: a later OAuth re-grant of the same tenant needs no second confirmation. */
  confirmedAt: Date | null;
  /** Moves on every change of the credentials: a token refresh is a compare-and-set on it. */
  version: number;
  /** What a person set on it (connections/settings.ts), read by the push. */
  settings: ConnectionSettings;
  updatedAt: Date;
}

/** What may leave the server: no credentials. */
export type ConnectionSummary<C extends ExternalCredentials = VendorCredentials> = Omit<Connection<C>, 'credentials'>;

/** A stored connection as the connect flow sees it: no credentials yet when an OAuth step failed before any token. */
export type ConnectionRecord<C extends ExternalCredentials = VendorCredentials> = ConnectionSummary<C> & { credentials: C | null };

export interface ConnectionRow<S extends ExternalSystem = VendorSystem> {
  id: string;
  client_id: string;
  user_id: string | null;
  system: S;
  status: ConnectionStatus;
  credentials: Buffer | null;
  account: { id: string; name: string } | null;
  connect_step: ConnectStep | null;
  connect_step_error: ConnectStepError | null;
  connect_step_suggestion: ConnectStepSuggestion | null;
  confirmed_at: Date | null;
  version: number;
  settings: ConnectionSettings;
  updated_at: Date;
}

export interface ConnectionInput<C extends ExternalCredentials = VendorCredentials> {
  clientId: string;
  userId?: string | null;
  credentials: C;
  status?: ConnectionStatus;
  account?: { id: string; name: string } | null;
  connectStep?: ConnectStep | null;
  connectStepSuggestion?: ConnectStepSuggestion | null;
  /** Set when the connection is made active without the confirm step (tests, benchmarks, a reconnect). */
  confirmedAt?: Date | null;
  at: Date;
}

/**
 * Stores (or replaces) the connection of an organisation, or of one of its users, to a system: new credentials,
 * a new version, no step error. `confirmed_at` is kept once set.
 */
export async function saveConnection<C extends ExternalCredentials = VendorCredentials>(db: pg.Pool | pg.ClientBase, cipher: CredentialsCipher, input: ConnectionInput<C>): Promise<ConnectionSummary<C>> {
  const status = input.status ?? 'active';
  const { rows } = await db.query<ConnectionRow<C['system']>>(
    `INSERT INTO connections (id, client_id, user_id, system, status, credentials, account, connect_step, connect_step_suggestion, confirmed_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)
     ON CONFLICT (client_id, user_id, system) DO UPDATE
       SET status = excluded.status, credentials = excluded.credentials, account = excluded.account, connect_step = excluded.connect_step,
           connect_step_suggestion = excluded.connect_step_suggestion, connect_step_error = NULL,
           confirmed_at = COALESCE(excluded.confirmed_at, connections.confirmed_at), version = connections.version + 1,
           refreshing_until = NULL, updated_at = excluded.updated_at
     RETURNING *`,
    [
      randomUUID(),
      input.clientId,
      input.userId ?? null,
      input.credentials.system,
      status,
      cipher.encrypt(input.credentials.credentials),
      input.account ?? null,
      input.connectStep ?? null,
      input.connectStepSuggestion ?? null,
      input.confirmedAt ?? (status === 'active' ? input.at : null),
      input.at,
    ],
  );
  return summary<C>(rows[0]!);
}

/** The connection with decrypted credentials, or undefined (also while it has none yet). */
export async function findConnection<C extends ExternalCredentials = VendorCredentials>(
  db: pg.Pool | pg.ClientBase,
  cipher: CredentialsCipher,
  clientId: string,
  system: C['system'],
  userId: string | null = null,
): Promise<Connection<C> | undefined> {
  const record = await findConnectionRecord<C>(db, cipher, clientId, system, userId);
  return record?.credentials ? { ...record, credentials: record.credentials } : undefined;
}

async function findConnectionRecord<C extends ExternalCredentials>(db: pg.Pool | pg.ClientBase, cipher: CredentialsCipher, clientId: string, system: C['system'], userId: string | null): Promise<ConnectionRecord<C> | undefined> {
  const { rows } = await db.query<ConnectionRow<C['system']>>(`SELECT * FROM connections WHERE client_id = $1 AND system = $2 AND user_id IS NOT DISTINCT FROM $3`, [clientId, system, userId]);
  return rows[0] && decrypted(rows[0], cipher);
}

export function decrypted<C extends ExternalCredentials = VendorCredentials>(row: ConnectionRow<C['system']>, cipher: CredentialsCipher): ConnectionRecord<C> {
  const credentials = row.credentials ? ({ system: row.system, credentials: cipher.decrypt(row.credentials) } as C) : null;
  return { ...summary<C>(row), credentials };
}

function summary<C extends ExternalCredentials = VendorCredentials>(row: ConnectionRow<C['system']>): ConnectionSummary<C> {
  return {
    id: row.id,
    clientId: row.client_id,
    userId: row.user_id,
    system: row.system,
    status: row.status,
    account: row.account,
    connectStep: row.connect_step,
    connectStepError: row.connect_step_error,
    connectStepSuggestion: row.connect_step_suggestion,
    confirmedAt: row.confirmed_at,
    version: row.version,
    settings: row.settings,
    updatedAt: row.updated_at,
  };
}

export async function setMapping(db: pg.Pool, mapping: { clientId: string; system: VendorSystem; kind: MappingKind; ourId: string; externalId: string; at: Date }): Promise<void> {
  await db.query(
    `INSERT INTO external_mappings (client_id, system, kind, our_id, external_id, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (client_id, system, kind, our_id) DO UPDATE SET external_id = excluded.external_id, updated_at = excluded.updated_at`,
    [mapping.clientId, mapping.system, mapping.kind, mapping.ourId, mapping.externalId, mapping.at],
  );
}

export async function findMappings(db: pg.Pool | pg.ClientBase, clientId: string, system: VendorSystem, ourIds: readonly string[]): Promise<Mappings> {
  const { rows } = await db.query<{ kind: MappingKind; our_id: string; external_id: string }>(
    `SELECT kind, our_id, external_id FROM external_mappings WHERE client_id = $1 AND system = $2 AND our_id = ANY($3::uuid[])`,
    [clientId, system, [...new Set(ourIds)]],
  );
  const mappings: Mappings = {};
  for (const row of rows) (mappings[row.kind] ??= {})[row.our_id] = row.external_id;
  return mappings;
}

/** Our id → its mapping in the organisation's active CRM (what `external_crm` shows on contacts, dimensions and users). */
export async function activeCrmMappings(db: pg.Pool, clientId: string, ourIds: readonly string[], of: 'records' | 'users' = 'records'): Promise<Map<string, { system: VendorSystem; external_id: string }>> {
  if (ourIds.length === 0) return new Map();
  const { rows } = await db.query<{ our_id: string; system: VendorSystem; external_id: string }>(
    `SELECT m.our_id, m.system, m.external_id FROM external_mappings m
       JOIN connections c ON c.client_id = m.client_id AND c.system = m.system AND c.user_id IS NULL AND c.status = 'active'
      WHERE m.client_id = $1 AND m.our_id = ANY($2::uuid[]) AND m.system <> 'jira' AND (m.kind = 'user') = $3`,
    [clientId, [...new Set(ourIds)], of === 'users'],
  );
  return new Map(rows.map((row) => [row.our_id, { system: row.system, external_id: row.external_id }]));
}
