import type pg from 'pg';
import { inTransaction } from '../../projections/checkpoints.js';
import { refreshingClient, type TokenRefreshOptions } from '../oauth/index.js';
import type { ExternalTask, VendorClient } from '../vendor.js';
import { decrypted, type Connection, type ConnectionRow } from './store.js';
import { type ConnectionKind, kindOf, VENDOR_SYSTEMS, type VendorSystem } from '../../domain/push/systems.js';

/** Once per hour per organisation and kind (api-contract §8: cooldown_or_crm_sync_already). */
const syncCooldownMs = 60 * 60 * 1000;

export interface ExternalLists {
  clients: Array<{ id: string; name: string }>;
  projects: Array<{ id: string; name: string; client_id: string | null }>;
  tasks: Array<{ id: string; name: string; project_id: string | null }>;
  users: Array<{ id: string; name: string; email: string | null }>;
  synchronized_at: string;
}

/** The lists as stored: `synchronized_at` is null before the system's first synchronization. */
export type StoredLists = Omit<ExternalLists, 'synchronized_at'> & { synchronized_at: string | null };

/** A synchronization started within the hour (or running now). */
export class SyncCooldownError extends Error {
  override readonly name = 'SyncCooldownError';
  constructor(readonly availableAt: Date) {
    super('You can start the synchronization once per hour');
  }
}

/**
 * Reads the system's clients, projects, tasks and users through the client interface and keeps them for pick
 * lists. The hour's slot is claimed first in one statement (two racing calls: one claims, the other is refused);
 * a failed synchronization gives the slot back.
 */
export async function synchronize(
  pool: pg.Pool,
  refresh: TokenRefreshOptions,
  connection: Connection,
  kind: ConnectionKind,
  options: { now: Date; timeoutMs: number },
): Promise<ExternalLists> {
  const { rows } = await pool.query<{ previous: Date | null; claimed: boolean }>(
    `WITH previous AS (SELECT started_at FROM external_syncs WHERE client_id = $1 AND kind = $2),
          claimed AS (
            INSERT INTO external_syncs (client_id, kind, started_at) VALUES ($1, $2, $3)
            ON CONFLICT (client_id, kind) DO UPDATE SET started_at = excluded.started_at
              WHERE external_syncs.started_at <= excluded.started_at - make_interval(secs => $4)
            RETURNING 1)
     SELECT (SELECT started_at FROM previous) AS previous, EXISTS (SELECT 1 FROM claimed) AS claimed`,
    [connection.clientId, kind, options.now, syncCooldownMs / 1000],
  );
  const { previous, claimed } = rows[0]!;
  if (!claimed) throw new SyncCooldownError(new Date((previous ?? options.now).getTime() + syncCooldownMs));
  try {
    const lists = await readLists(refreshingClient(connection, refresh, { timeoutMs: options.timeoutMs }), options.now);
    await store(pool, connection.clientId, connection.system, kind, lists, options.now);
    return lists;
  } catch (error) {
    await pool.query(
      previous ? `UPDATE external_syncs SET started_at = $4 WHERE client_id = $1 AND kind = $2 AND started_at = $3` : `DELETE FROM external_syncs WHERE client_id = $1 AND kind = $2 AND started_at = $3`,
      [connection.clientId, kind, options.now, ...(previous ? [previous] : [])],
    );
    throw error;
  }
}

/** What the last synchronization of the system stored (tasks once per id); empty lists and null before any. */
export async function storedLists(pool: pg.Pool, clientId: string, system: VendorSystem | undefined): Promise<StoredLists> {
  const { rows } = await pool.query<{ kind: string; external_id: string; name: string; parent_id: string | null; email: string | null; synchronized_at: Date }>(
    `SELECT kind, external_id, name, parent_id, email, synchronized_at FROM external_items WHERE client_id = $1 AND system = $2 ORDER BY name, external_id`,
    [clientId, system ?? null],
  );
  const of = (kind: string) => rows.filter((row) => row.kind === kind);
  return {
    clients: of('client').map((c) => ({ id: c.external_id, name: c.name })),
    projects: of('project').map((p) => ({ id: p.external_id, name: p.name, client_id: p.parent_id })),
    tasks: of('task').map((t) => ({ id: t.external_id, name: t.name, project_id: t.parent_id })),
    users: of('user').map((u) => ({ id: u.external_id, name: u.name, email: u.email })),
    synchronized_at: rows[0]?.synchronized_at.toISOString() ?? null,
  };
}

/**
 * The lists as kept, read again from the system first once they are older than `keepSeconds` (the organisation's
 * external_crm.cache_duration): what the portal read from a CRM is kept that long and no longer. Lists never
 * synchronized stay empty (the first synchronization is an administrator's). Reading again is no synchronization a
 * person started, so it neither waits for nor takes the hour's slot; a failed read answers the vendor's refusal
 * rather than lists older than the organisation keeps them.
 */
export async function keptLists(pool: pg.Pool, refresh: TokenRefreshOptions, connection: Connection, kind: ConnectionKind, options: { now: Date; timeoutMs: number; keepSeconds: number }): Promise<StoredLists> {
  const kept = await storedLists(pool, connection.clientId, connection.system);
  if (kept.synchronized_at === null || Date.parse(kept.synchronized_at) + options.keepSeconds * 1000 > options.now.getTime()) return kept;
  const lists = await readLists(refreshingClient(connection, refresh, { timeoutMs: options.timeoutMs }), options.now);
  await store(pool, connection.clientId, connection.system, kind, lists, options.now);
  return storedLists(pool, connection.clientId, connection.system);
}

/** The kind's last synchronization and when the next may start. */
export async function syncState(pool: pg.Pool, clientId: string, kind: ConnectionKind, now: Date): Promise<{ last_synchronized_at: string | null; synchronize_available_at: string | null }> {
  const { rows } = await pool.query<{ started_at: Date; synchronized_at: Date | null }>(`SELECT started_at, synchronized_at FROM external_syncs WHERE client_id = $1 AND kind = $2`, [clientId, kind]);
  const row = rows[0];
  const available = row && new Date(row.started_at.getTime() + syncCooldownMs);
  return {
    last_synchronized_at: row?.synchronized_at?.toISOString() ?? null,
    synchronize_available_at: available && available > now ? available.toISOString() : null,
  };
}

async function readLists(client: VendorClient, now: Date): Promise<ExternalLists> {
  const [clients, projects, users] = await Promise.all([client.listClients(), client.listProjects(), client.listUsers()]);
  let tasks: ExternalTask[] = [];
  if (client.capabilities.tasks === 'account') tasks = await client.listTasks();
  // One call per project, one after the other: the vendors' rate limits are per connection.
  if (client.capabilities.tasks === 'per_project') for (const project of projects.filter((p) => p.active)) tasks.push(...(await client.listTasks(project.id)));
  return {
    clients: clients.map((c) => ({ id: c.id, name: c.name })),
    projects: projects.map((p) => ({ id: p.id, name: p.name, client_id: p.clientId ?? null })),
    tasks: tasks.map((t) => ({ id: t.id, name: t.name, project_id: t.projectId ?? null })),
    users: users.map((u) => ({ id: u.id, name: u.name, email: u.email ?? null })),
    synchronized_at: now.toISOString(),
  };
}

/** Replaces the system's lists in one short transaction. */
async function store(pool: pg.Pool, clientId: string, system: VendorSystem, kind: ConnectionKind, lists: ExternalLists, at: Date): Promise<void> {
  const items = [
    ...lists.clients.map((c) => ['client', c.id, c.name, null, null]),
    ...lists.projects.map((p) => ['project', p.id, p.name, p.client_id, null]),
    ...lists.tasks.map((t) => ['task', t.id, t.name, t.project_id, null]),
    ...lists.users.map((u) => ['user', u.id, u.name, null, u.email]),
  ];
  const column = (i: number) => items.map((item) => item[i] ?? null);
  await inTransaction(pool, async (db) => {
    await db.query(`DELETE FROM external_items WHERE client_id = $1 AND system = $2`, [clientId, system]);
    await db.query(
      `INSERT INTO external_items (client_id, system, kind, external_id, name, parent_id, email, synchronized_at)
       SELECT $1, $2, kind, external_id, name, parent_id, email, $8
         FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[]) AS i(kind, external_id, name, parent_id, email)
       ON CONFLICT DO NOTHING`,
      [clientId, system, column(0), column(1), column(2), column(3), column(4), at],
    );
    await db.query(`UPDATE external_syncs SET synchronized_at = $3 WHERE client_id = $1 AND kind = $2`, [clientId, kind, at]);
  });
}

/** The nightly run: every organisation's active connection, one after the other; a failure is logged and skipped. */
export async function synchronizeAll(
  refresh: TokenRefreshOptions,
  options: { timeoutMs: number; now: () => Date; logger?: { warn(fields: Record<string, unknown>, message: string): void } },
): Promise<number> {
  // The CRM and ticket systems' connections only: the firm's Microsoft tenant is a connection too, with nothing to sync.
  const { rows } = await refresh.pool.query<ConnectionRow>(`SELECT * FROM connections WHERE status = 'active' AND user_id IS NULL AND system = ANY($1) ORDER BY client_id, system`, [
    VENDOR_SYSTEMS,
  ]);
  let synchronized = 0;
  for (const row of rows) {
    const { credentials, ...connection } = decrypted(row, refresh.cipher);
    if (!credentials) continue;
    try {
      await synchronize(refresh.pool, refresh, { ...connection, credentials }, kindOf(connection.system), { now: options.now(), timeoutMs: options.timeoutMs });
      synchronized++;
    } catch (error) {
      options.logger?.warn({ err: error, client: connection.clientId, system: connection.system }, 'nightly synchronization skipped');
    }
  }
  return synchronized;
}
