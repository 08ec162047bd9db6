import type pg from 'pg';

/**
 * What the audit log records (docs/rules.md, "Audit log"): one closed list, which the list call filters on and
 * the portal names. Identity is state; these are the security-relevant changes to it.
 */
export const AUDIT_ACTIONS = [
  'sign_in',
  'sign_in_failed',
  'password_changed',
  'password_reset_requested',
  'password_reset',
  'two_factor_enabled',
  'two_factor_disabled',
  'two_factor_recovery_used',
  'two_factor_failed',
  'two_factor_requirement_changed',
  'organisation_changed',
  'organisation_property_changed',
  'company_data_set',
  'sso_linked',
  'sso_unlinked',
  'impersonation_started',
  'impersonation_stopped',
  'impersonation_link_created',
  'token_created',
  'token_revoked',
  'user_created',
  'user_invited',
  'invite_resent',
  'invite_withdrawn',
  'invite_accepted',
  'email_verified',
  'role_changed',
  'user_deactivated',
  'user_reactivated',
  'user_archived',
  'user_restored',
  'user_deleted',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  /** The firm whose administrators read the entry; null for what belongs to no firm (a sign-in with an unknown address). */
  client_id: string | null;
  /** Who did it; null when nobody was signed in (a failed sign-in, an invitation accepted). */
  actor_user_id: string | null;
  /** Whom it is about; the actor themselves for their own sign-in or password. */
  subject_user_id: string | null;
  action: AuditAction;
  /** What else there is to know (the roles before and after, a reason, a token's name); never a secret. */
  details?: Record<string, unknown>;
  /** The caller's address, as the API sees it (TRUST_PROXY decides whose X-Forwarded-For counts). */
  ip: string | null;
  /** The request's reference, which finds its log line. */
  request: string | null;
}

/** Appends an entry to the audit log; the table refuses UPDATE, DELETE and TRUNCATE (migration 1700000000121). */
export async function recordAudit(db: pg.Pool | pg.PoolClient, entry: AuditEntry): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (client_id, actor_user_id, subject_user_id, action, details, ip, request) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [entry.client_id, entry.actor_user_id, entry.subject_user_id, entry.action, entry.details ?? {}, entry.ip, entry.request],
  );
}
