import type pg from 'pg';
import { USER_SELECT, type UserRow } from '../users.js';
import type { SignOnProvider } from './providers.js';
import type { ProviderAccount } from './relying-party.js';

/** A person's account at a provider, as their linked sign-ins list it. */
export interface SignOnLink {
  provider: SignOnProvider;
  email: string | null;
  created_at: Date;
}

/** The person the provider's account is linked to; undefined when nobody is (or that person is deleted). */
export async function findLinkedUser(db: pg.Pool, provider: SignOnProvider, subject: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `${USER_SELECT} JOIN sign_on_links l ON l.user_id = u.id WHERE l.provider = $1 AND l.subject = $2 AND u.deleted_at IS NULL`,
    [provider, subject],
  );
  return rows[0];
}

/**
 * Links the account to the person, in place of an account of the same provider they had linked before. Refused
 * ('taken') when the account is someone else's: one account signs in one person.
 */
export async function linkAccount(db: pg.Pool, userId: string, provider: SignOnProvider, account: ProviderAccount): Promise<'linked' | 'taken'> {
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    await client.query(`DELETE FROM sign_on_links WHERE user_id = $1 AND provider = $2 AND subject <> $3`, [userId, provider, account.subject]);
    const { rows } = await client.query<{ user_id: string }>(
      `INSERT INTO sign_on_links (provider, subject, user_id, email) VALUES ($1, $2, $3, $4)
       ON CONFLICT (provider, subject) DO UPDATE SET email = EXCLUDED.email
       RETURNING user_id`,
      [provider, account.subject, userId, account.email],
    );
    const linked = rows[0]?.user_id === userId;
    await client.query(linked ? 'COMMIT' : 'ROLLBACK');
    return linked ? 'linked' : 'taken';
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

/** Removes the person's account at the provider; false when they had none. */
export async function unlinkAccount(db: pg.Pool, userId: string, provider: SignOnProvider): Promise<boolean> {
  const { rowCount } = await db.query(`DELETE FROM sign_on_links WHERE user_id = $1 AND provider = $2`, [userId, provider]);
  return (rowCount ?? 0) > 0;
}

export async function linksOf(db: pg.Pool, userId: string): Promise<SignOnLink[]> {
  const { rows } = await db.query<SignOnLink>(`SELECT provider, email, created_at FROM sign_on_links WHERE user_id = $1 ORDER BY provider`, [userId]);
  return rows;
}
