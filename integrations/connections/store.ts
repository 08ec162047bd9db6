import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { VendorCredentials, VendorSystem } from '../index.js';
import type { CredentialsCipher } from './crypto.js';

export type ConnectionStatus = 'active' | 'invalid' | 'detached';
export type MappingKind = 'contact' | 'project' | 'subproject' | 'working_code' | 'user';

/** A stored connection with its credentials decrypted: only for the push worker and the connect calls. */
export interface Connection {
  id: string;
  clientId: string;
  userId: string | null;
  system: VendorSystem;
  status: ConnectionStatus;
  account: { id: string; name: string } | null;
  credentials: VendorCredentials;
  updatedAt: Date;
}

/** What may leave the server: no credentials. */
export type ConnectionSummary = Omit<Connection, 'credentials'>;

interface Row {
  id: string;
  client_id: string;
  user_id: string | null;
  system: VendorSystem;
  status: ConnectionStatus;
  credentials: Buffer;
  account: { id: string; name: string } | null;
  updated_at: Date;
}

export interface ConnectionInput {
  clientId: string;
  userId?: string | null;
  credentials: VendorCredentials;
  status?: ConnectionStatus;
  account?: { id: string; name: string } | null;
  at: Date;
}

/** Stores (or replaces) the connection of an organisation, or of one of its users, to a system. */
export async function saveConnection(db: pg.Pool | pg.ClientBase, cipher: CredentialsCipher, input: ConnectionInput): Promise<ConnectionSummary> {
  const { rows } = await db.query<Row>(
    `INSERT INTO connections (id, client_id, user_id, system, status, credentials, account, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
     ON CONFLICT (client_id, user_id, system) DO UPDATE
       SET status = excluded.status, credentials = excluded.credentials, account = excluded.account, updated_at = excluded.updated_at
     RETURNING *`,
    [randomUUID(), input.clientId, input.userId ?? null, input.credentials.system, input.status ?? 'active', cipher.encrypt(input.credentials.credentials), input.account ?? null, input.at],
  );
  return summary(rows[0]!);
}

export async function setConnectionStatus(db: pg.Pool, clientId: string, system: VendorSystem, status: ConnectionStatus, at: Date, userId: string | null = null): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE connections SET status = $4, updated_at = $5 WHERE client_id = $1 AND system = $2 AND user_id IS NOT DISTINCT FROM $3`,
    [clientId, system, userId, status, at],
  );
  return (rowCount ?? 0) > 0;
}

/** The connection with decrypted credentials, or undefined. */
export async function findConnection(db: pg.Pool | pg.ClientBase, cipher: CredentialsCipher, clientId: string, system: VendorSystem, userId: string | null = null): Promise<Connection | undefined> {
  const { rows } = await db.query<Row>(`SELECT * FROM connections WHERE client_id = $1 AND system = $2 AND user_id IS NOT DISTINCT FROM $3`, [clientId, system, userId]);
  const row = rows[0];
  if (!row) return undefined;
  return { ...summary(row), credentials: { system: row.system, credentials: cipher.decrypt(row.credentials) } as VendorCredentials };
}

/** The organisation's connections (and those of `userId`), without credentials. */
export async function listConnections(db: pg.Pool, clientId: string, userId?: string): Promise<ConnectionSummary[]> {
  const { rows } = await db.query<Row>(
    `SELECT * FROM connections WHERE client_id = $1 AND (user_id IS NULL OR user_id = $2) ORDER BY updated_at DESC`,
    [clientId, userId ?? null],
  );
  return rows.map(summary);
}

function summary(row: Row): ConnectionSummary {
  return { id: row.id, clientId: row.client_id, userId: row.user_id, system: row.system, status: row.status, account: row.account, updatedAt: row.updated_at };
}

export async function setMapping(db: pg.Pool, mapping: { clientId: string; system: VendorSystem; kind: MappingKind; ourId: string; externalId: string; at: Date }): Promise<void> {
  await db.query(
    `INSERT INTO external_mappings (client_id, system, kind, our_id, external_id, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (client_id, system, kind, our_id) DO UPDATE SET external_id = excluded.external_id, updated_at = excluded.updated_at`,
    [mapping.clientId, mapping.system, mapping.kind, mapping.ourId, mapping.externalId, mapping.at],
  );
}

/** kind → our id → external id, for the given ids of one organisation and system. */
export type Mappings = Partial<Record<MappingKind, Record<string, string>>>;

export async function findMappings(db: pg.Pool | pg.ClientBase, clientId: string, system: VendorSystem, ourIds: readonly string[]): Promise<Mappings> {
  const { rows } = await db.query<{ kind: MappingKind; our_id: string; external_id: string }>(
    `SELECT kind, our_id, external_id FROM external_mappings WHERE client_id = $1 AND system = $2 AND our_id = ANY($3::uuid[])`,
    [clientId, system, [...new Set(ourIds)]],
  );
  const mappings: Mappings = {};
  for (const row of rows) (mappings[row.kind] ??= {})[row.our_id] = row.external_id;
  return mappings;
}
