import type { z } from 'zod';
import type { forgotPassword, passwordChange, recoveryCodes, resetPassword, twoFactorSetup, twoFactorState } from '../../api/routes/auth/schemas.js';
import type { profileUpdate } from '../../api/routes/users/schemas.js';
import type { User } from './domain.js';

export type PasswordChange = z.input<typeof passwordChange>;
export type PasswordReset = z.input<typeof resetPassword>;
export type ProfileUpdate = z.input<typeof profileUpdate>;
export type TwoFactorState = z.infer<typeof twoFactorState>;
type TwoFactorSetup = z.infer<typeof twoFactorSetup>;
export type TwoFactorConfirmed = z.infer<typeof recoveryCodes>;
/** A code from the authenticator app, or one of the recovery codes. */
export type TwoFactorProof = { code: string } | { recovery_code: string };

/** A person's own details, password and two-factor sign-in (docs/rules.md, "Signing in"): these under /auth, not /v1. */
export interface AccountMethods {
  /** PUT /v1/users/profile/{id}: your own name, language (that of your mails) or onboarding. */
  updateProfile(id: string, body: ProfileUpdate): Promise<User>;
  /** PUT /auth/user/password: the person's other sessions end. */
  changePassword(body: PasswordChange): Promise<void>;
  /** POST /auth/forgot-password: the same answer whether the email is someone's. */
  forgotPassword(body: z.input<typeof forgotPassword>): Promise<{ message: string }>;
  /** POST /auth/reset-password with the token of a mailed link. */
  resetPassword(body: PasswordReset): Promise<void>;
  /** GET /auth/user/two-factor-authentication */
  twoFactorState(): Promise<TwoFactorState>;
  /** POST /auth/user/two-factor-authentication: a new secret, to confirm with a code. */
  startTwoFactor(): Promise<TwoFactorState>;
  /** GET /auth/user/two-factor-qr-code, while it waits for confirmation. */
  twoFactorSetup(): Promise<TwoFactorSetup>;
  /** POST /auth/user/confirmed-two-factor-authentication: the recovery codes, this once. */
  confirmTwoFactor(code: string): Promise<TwoFactorConfirmed>;
  /** DELETE /auth/user/two-factor-authentication, with a code once it is on. */
  disableTwoFactor(proof: TwoFactorProof | Record<string, never>): Promise<TwoFactorState>;
}

type Send = <T>(method: string, url: string, body?: unknown) => Promise<T>;

const TWO_FACTOR = '/auth/user/two-factor-authentication';

export function accountMethods(send: Send): AccountMethods {
  return {
    updateProfile: async (id, body) => (await send<{ data: User }>('PUT', `/v1/users/profile/${encodeURIComponent(id)}`, body)).data,
    changePassword: (body) => send('PUT', '/auth/user/password', body),
    forgotPassword: (body) => send('POST', '/auth/forgot-password', body),
    resetPassword: (body) => send('POST', '/auth/reset-password', body),
    twoFactorState: async () => (await send<{ data: TwoFactorState }>('GET', TWO_FACTOR)).data,
    startTwoFactor: async () => (await send<{ data: TwoFactorState }>('POST', TWO_FACTOR)).data,
    twoFactorSetup: async () => (await send<{ data: TwoFactorSetup }>('GET', '/auth/user/two-factor-qr-code')).data,
    confirmTwoFactor: async (code) => (await send<{ data: TwoFactorConfirmed }>('POST', '/auth/user/confirmed-two-factor-authentication', { code })).data,
    disableTwoFactor: async (proof) => (await send<{ data: TwoFactorState }>('DELETE', TWO_FACTOR, proof)).data,
  };
}
