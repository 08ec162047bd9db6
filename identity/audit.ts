import type pg from 'pg';

/** What happened, in the audit log's words: one name per security-relevant change. */
export type AuditAction =
  | 'signed_in'
  | 'sign_in_failed'
  | 'password_changed'
  | 'password_reset_requested'
  | 'password_reset'
  | 'two_factor_setup_started'
  | 'two_factor_enabled'
  | 'two_factor_disabled'
  | 'two_factor_failed'
  | 'two_factor_recovery_used'
  | 'two_factor_requirement_changed';

export interface AuditEntry {
  client_id: string;
  /** Who did it; null when nobody was signed in (a reset through a mailed link, a failed sign-in). */
  actor_user_id: string | null;
  /** Whom it concerns. */
  subject_user_id: string | null;
  action: AuditAction;
  details?: Record<string, unknown>;
  /** The caller's address (as the login limits count it). */
  ip: string | null;
  /** The request's reference: finds its log lines. */
  request: string | null;
}

/** Appends one entry to the audit log; nothing in the code changes or removes one. */
export async function recordAudit(db: pg.Pool | pg.PoolClient, entry: AuditEntry): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (client_id, actor_user_id, subject_user_id, action, details, ip, request) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [entry.client_id, entry.actor_user_id, entry.subject_user_id, entry.action, entry.details ?? {}, entry.ip, entry.request],
  );
}
