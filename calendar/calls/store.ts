import type pg from 'pg';

/** Whether Teams call records are read for an organisation, from which tenant, and where reading stands. */
export interface CallRecordSync {
  tenantId: string;
  /** Null before the first round. */
  cursor: string | null;
}

export async function callRecordSync(db: pg.Pool, clientId: string): Promise<CallRecordSync | undefined> {
  const { rows } = await db.query<{ tenant_id: string; cursor: string | null }>(`SELECT tenant_id, cursor FROM call_record_syncs WHERE client_id = $1`, [clientId]);
  return rows[0] && { tenantId: rows[0].tenant_id, cursor: rows[0].cursor };
}

/** Switches call records on for the organisation's tenant (a first round next), or keeps them on as they were. */
export async function enableCallRecords(db: pg.Pool, clientId: string, tenantId: string, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO call_record_syncs (client_id, tenant_id, enabled_at) VALUES ($1, $2, $3)
     ON CONFLICT (client_id) DO UPDATE SET tenant_id = excluded.tenant_id,
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
