import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type pg from 'pg';
import type { CredentialsCipher } from '../integrations/connections/index.js';
import { inTransaction } from '../projections/checkpoints.js';

/**
 * Two-factor sign-in with time-based one-time codes (RFC 6238 through otpauth: SHA-1, 6 digits, 30 seconds, what
 * every authenticator app reads). The secret is encrypted at rest with CREDENTIALS_KEY. A code is accepted one
 * step either side of now (a phone's clock drifts), and never twice: the last accepted step is kept, and only a
 * later one passes.
 */
const ISSUER = 'Tally';
const PERIOD_SECONDS = 30;
const WINDOW_STEPS = 1;
export const RECOVERY_CODE_COUNT = 8;

const totpOf = (secret: string, label: string) => new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

export interface TwoFactorSetup {
  /** The secret in base32, for typing into an app by hand. */
  secret: string;
  /** The otpauth:// URI the QR code holds. */
  uri: string;
}

/**
 * Turns two-factor on for a person, unconfirmed: a new secret replaces any earlier unconfirmed one. Undefined when
 * it is on and confirmed already (turning it off first takes a code).
 */
export async function startTwoFactor(db: pg.Pool, cipher: CredentialsCipher, user: { id: string; email: string }): Promise<TwoFactorSetup | undefined> {
  const secret = new Secret({ size: 20 }).base32;
  const { rowCount } = await db.query(
    `UPDATE users SET two_factor_secret = $2, two_factor_last_step = NULL WHERE id = $1 AND two_factor_confirmed_at IS NULL`,
    [user.id, cipher.encrypt(secret)],
  );
  return rowCount ? { secret, uri: totpOf(secret, user.email).toString() } : undefined;
}

/** The secret of a setup not yet confirmed, to show as a QR code; undefined before turning it on and once confirmed. */
export async function pendingSetup(db: pg.Pool, cipher: CredentialsCipher, user: { id: string; email: string }): Promise<TwoFactorSetup | undefined> {
  const { rows } = await db.query<{ two_factor_secret: Buffer }>(
    'SELECT two_factor_secret FROM users WHERE id = $1 AND two_factor_secret IS NOT NULL AND two_factor_confirmed_at IS NULL',
    [user.id],
  );
  if (!rows[0]) return undefined;
  const secret = cipher.decrypt<string>(rows[0].two_factor_secret);
  return { secret, uri: totpOf(secret, user.email).toString() };
}

/**
 * Whether a code is right for the person's secret now (confirmed or not), and not a replay: taking it records its
 * step in the same statement, so two requests racing with one code cannot both pass.
 */
export async function acceptCode(db: pg.Pool, cipher: CredentialsCipher, userId: string, code: string, now: Date): Promise<boolean> {
  const { rows } = await db.query<{ two_factor_secret: Buffer; email: string }>('SELECT two_factor_secret, email FROM users WHERE id = $1 AND two_factor_secret IS NOT NULL', [userId]);
  if (!rows[0]) return false;
  const totp = totpOf(cipher.decrypt<string>(rows[0].two_factor_secret), rows[0].email);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: WINDOW_STEPS });
  if (delta === null) return false;
  const step = totp.counter({ timestamp: now.getTime() }) + delta;
  const { rowCount } = await db.query(
    'UPDATE users SET two_factor_last_step = $2 WHERE id = $1 AND (two_factor_last_step IS NULL OR two_factor_last_step < $2)',
    [userId, step],
  );
  return rowCount === 1;
}

/**
 * Confirms two-factor after a right code: from now on signing in asks for a code. Answers the recovery codes,
 * which exist nowhere else from here on (only their hashes are kept).
 */
export async function confirmTwoFactor(db: pg.Pool, userId: string, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await inTransaction(db, async (tx) => {
    await tx.query('UPDATE users SET two_factor_confirmed_at = $2 WHERE id = $1', [userId, now]);
    await tx.query('DELETE FROM two_factor_recovery_codes WHERE user_id = $1', [userId]);
    await tx.query('INSERT INTO two_factor_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])', [userId, codes.map(recoveryCodeHash)]);
  });
  return codes;
}

/** Uses up one of the person's recovery codes; false when it is not one, or was used before. */
export async function useRecoveryCode(db: pg.Pool, userId: string, code: string, now: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    'UPDATE two_factor_recovery_codes SET used_at = $3 WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL',
    [userId, recoveryCodeHash(code), now],
  );
  return rowCount === 1;
}

/** How many of the person's recovery codes are left. */
export async function recoveryCodesLeft(db: pg.Pool, userId: string): Promise<number> {
  const { rows } = await db.query<{ left: number }>('SELECT count(*)::int AS left FROM two_factor_recovery_codes WHERE user_id = $1 AND used_at IS NULL', [userId]);
  return rows[0]?.left ?? 0;
}

/** Turns two-factor off: the secret, the recovery codes and any sign-in waiting for a code go. */
export async function disableTwoFactor(db: pg.Pool, userId: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.query('UPDATE users SET two_factor_secret = NULL, two_factor_confirmed_at = NULL, two_factor_last_step = NULL WHERE id = $1', [userId]);
    await tx.query('DELETE FROM two_factor_recovery_codes WHERE user_id = $1', [userId]);
    await tx.query('DELETE FROM two_factor_challenges WHERE user_id = $1', [userId]);
  });
}

export interface TwoFactorState {
  /** Confirmed: signing in asks for a code. */
  enabled: boolean;
  /** Turned on, waiting for a code to confirm it. */
  pending: boolean;
  /** The organisation requires it of everyone. */
  required: boolean;
  recovery_codes_left: number;
}

export async function twoFactorState(db: pg.Pool, userId: string): Promise<TwoFactorState> {
  const { rows } = await db.query<TwoFactorState>(
    `SELECT u.two_factor_confirmed_at IS NOT NULL AS enabled,
            u.two_factor_secret IS NOT NULL AND u.two_factor_confirmed_at IS NULL AS pending,
            c.two_factor_required AS required,
            (SELECT count(*)::int FROM two_factor_recovery_codes r WHERE r.user_id = u.id AND r.used_at IS NULL) AS recovery_codes_left
       FROM users u JOIN clients c ON c.id = u.client_id WHERE u.id = $1`,
    [userId],
  );
  return rows[0] ?? { enabled: false, pending: false, required: false, recovery_codes_left: 0 };
}

/** Ten characters of base32 (50 random bits), shown as XXXXX-XXXXX. */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
function newRecoveryCode(): string {
  const characters = [...randomBytes(10)].map((byte) => BASE32[byte % 32]).join('');
  return `${characters.slice(0, 5)}-${characters.slice(5)}`;
}

/** Case, spaces and dashes do not matter when a code is typed back. */
const recoveryCodeHash = (code: string) => createHash('sha256').update(code.toUpperCase().replace(/[^A-Z2-7]/g, '')).digest('hex');
