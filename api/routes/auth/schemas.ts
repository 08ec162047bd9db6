import { z } from 'zod';
import { PASSWORD_RULES, MIN_PASSWORD_LENGTH } from '../../../identity/passwords.js';
import { RECOVERY_CODE_COUNT } from '../../../identity/two-factor.js';
import { userResource } from '../users/schemas.js';

const email = z.string().trim().max(255).pipe(z.email({ message: 'Invalid email address' }));
/** A password as typed: at least one character; the length rule is for new ones. */
const password = z.string().min(1, 'Required').max(1000);
const newPassword = z.string().min(MIN_PASSWORD_LENGTH, PASSWORD_RULES.tooShort).max(1000);

export const credentials = z.strictObject({ email, password, remember: z.boolean().optional() });

/** Signing in waits for a code: the first step (password, or an account at Google or Microsoft) was right. */
const twoFactorRequired = z
  .object({ two_factor: z.literal(true) })
  .meta({ id: 'TwoFactorRequired', description: 'The password was right; POST /auth/two-factor-challenge with a code finishes signing in (within 5 minutes, same browser).' });

/** POST /auth/login: signed in, or (two-factor on) waiting for a code. */
export const loginAnswer = z.union([z.object({ data: userResource }), twoFactorRequired]);

export const passwordChange = z
  .strictObject({ password_current: password, password_new: newPassword, password_repeat: z.string().max(1000) })
  .refine((body) => body.password_new === body.password_repeat, { path: ['password_repeat'], message: PASSWORD_RULES.notEqual });

export const forgotPassword = z.strictObject({ email });

export const resetPassword = z
  .strictObject({ email, token: z.string().min(1, 'Required').max(200), password: newPassword, password_confirmation: z.string().max(1000) })
  .refine((body) => body.password === body.password_confirmation, { path: ['password_confirmation'], message: PASSWORD_RULES.notEqual });

/** A short answer for a person, where nothing else is to be said. */
export const notice = z.object({ message: z.string() }).meta({ id: 'Notice' });

/** Six digits; spaces (as apps show them, "123 456") are ignored. */
const totpCode = z
  .string()
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'The code has 6 digits'));
const recoveryCode = z.string().trim().min(1, 'Required').max(50);

/** A two-factor code from the app, or one of the recovery codes. */
export const codeOrRecoveryCode = z
  .strictObject({ code: totpCode.optional(), recovery_code: recoveryCode.optional() })
  .refine((body) => (body.code === undefined) !== (body.recovery_code === undefined), { path: ['code'], message: 'Give a code, or a recovery code' });

export const confirmCode = z.strictObject({ code: totpCode });

export const twoFactorState = z
  .object({
    enabled: z.boolean().describe('Signing in asks for a code.'),
    pending: z.boolean().describe('Turned on but not confirmed yet: the QR code can be shown, a code confirms it.'),
    required: z.boolean().describe('The organisation requires two-factor sign-in of everyone.'),
    recovery_codes_left: z.number().int().describe(`Unused recovery codes (of ${RECOVERY_CODE_COUNT}).`),
  })
  .meta({ id: 'TwoFactorState' });

export const twoFactorSetup = z
  .object({
    svg: z.string().describe('The QR code (SVG) of `url`, for an authenticator app to scan.'),
    url: z.string().describe('The otpauth:// URI.'),
    secret: z.string().describe('The secret in base32, to type into an app by hand.'),
  })
  .meta({ id: 'TwoFactorSetup' });

export const recoveryCodes = z
  .object({ recovery_codes: z.array(z.string()).describe('Shown this once: each signs in once instead of a code.'), state: twoFactorState })
  .meta({ id: 'TwoFactorConfirmed' });
