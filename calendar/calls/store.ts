import type pg from 'pg';
import { keptAsJson, type KeptText } from '../../i18n/text.js';

/** Whether Teams call records are read for an organisation, from which tenant, and where reading stands. */
export interface CallRecordSync {
  tenantId: string;
  /** Null before the first round. */
  cursor: string | null;
  /** When Microsoft first refused the app's token or the call records, until a read succeeds again. */
  refusedAt: Date | null;
  /** Why, as the text kept for the admins (i18n/text.ts keptAsJson); null while not refused. */
  refusal: string | null;
}

export async function callRecordSync(db: pg.Pool, clientId: string): Promise<CallRecordSync | undefined> {
  const { rows } = await db.query<{ tenant_id: string; cursor: string | null; refused_at: Date | null; refusal: string | null }>(
    `SELECT tenant_id, cursor, refused_at, refusal FROM call_record_syncs WHERE client_id = $1`,
    [clientId],
  );
  return rows[0] && { tenantId: rows[0].tenant_id, cursor: rows[0].cursor, refusedAt: rows[0].refused_at, refusal: rows[0].refusal };
}

/**
 * Switches call records on for the organisation's tenant (a first round next), or keeps them on as they were. Either
 * way a refusal is forgotten: the admin switching them on again is told anew when Microsoft still refuses.
 */
export async function enableCallRecords(db: pg.Pool, clientId: string, tenantId: string, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO call_record_syncs (client_id, tenant_id, enabled_at) VALUES ($1, $2, $3)
     ON CONFLICT (client_id) DO UPDATE SET tenant_id = excluded.tenant_id, refused_at = NULL, refusal = NULL,
       cursor = CASE WHEN call_record_syncs.tenant_id = excluded.tenant_id THEN call_record_syncs.cursor END`,
    [clientId, tenantId, at],
  );
}

/** Switches them off; true when they were on. */
export async function disableCallRecords(db: pg.Pool, clientId: string): Promise<boolean> {
  const { rowCount } = await db.query(`DELETE FROM call_record_syncs WHERE client_id = $1`, [clientId]);
  return (rowCount ?? 0) > 0;
}

export async function keepCallCursor(db: pg.Pool, clientId: string, cursor: string, at: Date): Promise<void> {
  await db.query(`UPDATE call_record_syncs SET cursor = $2, synced_at = $3 WHERE client_id = $1`, [clientId, cursor, at]);
}

/** Microsoft refused the tenant's call records: since when (the first refusal stays) and why (the latest). */
export async function refuseCallRecords(db: pg.Pool, clientId: string, refusal: KeptText, at: Date): Promise<void> {
  await db.query(`UPDATE call_record_syncs SET refused_at = coalesce(refused_at, $2), refusal = $3 WHERE client_id = $1`, [clientId, at, keptAsJson(refusal)]);
}

/** Forgets a refusal: a page was read again, or the admin gave consent or recorded the tenant again. */
export async function forgetCallRecordsRefusal(db: pg.Pool, clientId: string): Promise<void> {
  await db.query(`UPDATE call_record_syncs SET refused_at = NULL, refusal = NULL WHERE client_id = $1 AND refused_at IS NOT NULL`, [clientId]);
}
