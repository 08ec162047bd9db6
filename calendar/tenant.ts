import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { CredentialsCipher } from '../integrations/connections/index.js';

/** An organisation's Microsoft 365 tenant, recorded by an admin with the firm's own app registration when it has one. */
export interface MicrosoftTenant {
  tenantId: string;
  clientId?: string | undefined;
  clientSecret?: string | undefined;
}

/**
 * Microsoft's admin-consent endpoint (identity platform v2.0, learn.microsoft.com/entra/identity-platform/v2-admin-consent):
 * the tenant's admin grants the app's permissions for everyone in it, so people with work accounts can grant their
 * own calendar without an admin's approval each. `.default` asks for the permissions the app registration lists.
 */
export function adminConsentUrl(tenantId: string, clientId: string, redirectUri: string, authority = 'https://login.microsoftonline.com'): string {
  const url = new URL(`${authority}/${encodeURIComponent(tenantId)}/v2.0/adminconsent`);
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('scope', 'https://graph.microsoft.com/.default');
  url.searchParams.set('redirect_uri', redirectUri);
  return url.toString();
}

/**
 * Kept as the organisation's own Microsoft connection (no user): the app's secret encrypted like every credential.
 * It reads no calendar (people's grants are their own connections), so it is stored detached from the push and sync.
 */
export async function recordTenant(db: pg.Pool, cipher: CredentialsCipher, clientId: string, tenant: MicrosoftTenant, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO connections (id, client_id, user_id, system, status, credentials, account, created_at, updated_at)
     VALUES ($1, $2, NULL, 'microsoft', 'active', $3, $4, $5, $5)
     ON CONFLICT (client_id, user_id, system) DO UPDATE SET credentials = excluded.credentials, account = excluded.account, version = connections.version + 1, updated_at = excluded.updated_at`,
    [randomUUID(), clientId, cipher.encrypt(tenant), { id: tenant.tenantId, name: 'Microsoft 365 tenant' }, at],
  );
}

/** The organisation's recorded tenant, if an admin recorded one. */
export async function findTenant(db: pg.Pool, cipher: CredentialsCipher, clientId: string): Promise<MicrosoftTenant | undefined> {
  const { rows } = await db.query<{ credentials: Buffer }>(`SELECT credentials FROM connections WHERE client_id = $1 AND user_id IS NULL AND system = 'microsoft'`, [clientId]);
  return rows[0] && cipher.decrypt<MicrosoftTenant>(rows[0].credentials);
}

/** Forgets the tenant; true when one was recorded. */
export async function forgetTenant(db: pg.Pool, clientId: string): Promise<boolean> {
  const { rowCount } = await db.query(`DELETE FROM connections WHERE client_id = $1 AND user_id IS NULL AND system = 'microsoft'`, [clientId]);
  return (rowCount ?? 0) > 0;
}
