import { z } from 'zod';
import type { LinkSummary } from '../../../identity/account-links.js';
import { MIN_PASSWORD_LENGTH } from '../../../identity/passwords.js';
import { DEACTIVATION_REASONS, fullName, ROLES, type UserRow } from '../../../identity/users.js';
import { calendarProfile } from '../calendars/profile.js';
import { externalCrm } from '../connect/schemas.js';
import { LANGUAGES } from '../../../i18n/languages.js';

/** Where a person stands (product-spec §3 "User statuses"): invited until they accept, inactive once deactivated. */
const USER_STATUSES = ['invited', 'active', 'inactive'] as const;
type UserStatus = (typeof USER_STATUSES)[number];

const statusOf = (user: UserRow): UserStatus => (user.is_deactivated ? 'inactive' : user.password_hash === null ? 'invited' : 'active');

const invitation = z
  .object({
    sent_at: z.string(),
    expires_at: z.string(),
    state: z.enum(['pending', 'expired', 'used', 'voided']).describe('used: accepted; voided: withdrawn or replaced by a newer one.'),
  })
  .nullable()
  .describe('The latest invitation sent to the person; null when they were added with a password.');

export const userResource = z
  .object({
    id: z.uuid(),
    email: z.string(),
    name_first: z.string(),
    name_prefix: z.string().nullable(),
    name_last: z.string(),
    name_full: z.string(),
    language: z.string(),
    role: z.enum(ROLES),
    is_admin: z.boolean(),
    is_manager: z.boolean().describe('Managers see the published days of the organisation.'),
    status: z.enum(USER_STATUSES).describe('invited: has not accepted the invitation yet; inactive: deactivated.'),
    is_deactivated: z.boolean(),
    deactivation_reason: z.enum(DEACTIVATION_REASONS).nullable(),
    is_password_set: z.boolean(),
    is_email_verified: z.boolean(),
    email_verified_at: z.string().nullable(),
    is_onboarded: z.boolean(),
    is_deleted: z.boolean().describe('Archived: cannot sign in; their hours stay. PATCH restores them.'),
    deleted_at: z.string().nullable(),
    invitation,
    created_at: z.string(),
    client_id: z.uuid(),
    two_factor_enabled: z.boolean().describe('Signing in asks for a two-factor code.'),
    client: z
      .object({ id: z.uuid(), name: z.string(), status: z.string(), two_factor_required: z.boolean().describe('Everyone must sign in with two-factor.') })
      .optional()
      .describe('With include=client, and always for users/self.'),
    time_zone: z.string().describe('Days are local dates in this zone.'),
    day_processing: z
      .object({ published_days: z.number().int(), required: z.number().int(), unlocked: z.boolean() })
      .optional()
      .describe('users/self only: day processing unlocks after 7 published days.'),
    travel_proposals: z
      .boolean()
      .optional()
      .describe(
        'users/self only: the portal has a routing service (ROUTING_URL) that proposes travel to an appointment and back (POST /v1/rpc/appointments/travel); false: travel is entered by hand.',
      ),
    profile: calendarProfile.optional().describe('users/self only: your Google and Microsoft 365 grants (a refused one asks you to grant access again).'),
    external_crm: externalCrm.describe("The CRM user time is booked as (PUT /v1/users/{id}/external-crm); null when not mapped (or no CRM)."),
    impersonator: z
      .object({ id: z.uuid(), name_full: z.string() })
      .nullable()
      .optional()
      .describe('users/self (and the impersonation calls) only: the administrator acting as this person in this session, else null.'),
  })
  .meta({ id: 'User' });

export type UserResource = z.infer<typeof userResource>;

export function toUserResource(user: UserRow, withClient: boolean, crm: UserResource['external_crm'], invited: LinkSummary | undefined): UserResource {
  return {
    id: user.id,
    email: user.email,
    name_first: user.name_first,
    name_prefix: user.name_prefix,
    name_last: user.name_last,
    name_full: fullName(user),
    language: user.language,
    role: user.role,
    is_admin: user.role === 'admin',
    is_manager: user.role === 'manager' || user.role === 'admin',
    status: statusOf(user),
    is_deactivated: user.is_deactivated,
    deactivation_reason: user.deactivation_reason,
    is_password_set: user.password_hash !== null,
    is_email_verified: user.email_verified_at !== null,
    email_verified_at: user.email_verified_at?.toISOString() ?? null,
    is_onboarded: user.is_onboarded,
    is_deleted: user.deleted_at !== null,
    deleted_at: user.deleted_at?.toISOString() ?? null,
    invitation: invited ? { sent_at: invited.sent_at.toISOString(), expires_at: invited.expires_at.toISOString(), state: invited.state } : null,
    two_factor_enabled: user.two_factor_enabled,
    created_at: user.created_at.toISOString(),
    client_id: user.client_id,
    time_zone: user.time_zone,
    external_crm: crm,
    ...(withClient ? { client: { id: user.client_id, name: user.client_name, status: user.client_status, two_factor_required: user.client_two_factor_required } } : {}),
  };
}

const name = z.string().trim().min(1, 'Required').max(255);
const namePrefix = z.string().trim().max(255).nullable().optional();
const email = z.string().trim().max(255).pipe(z.email({ message: 'Invalid email address' }));
const language = z.enum(LANGUAGES).describe('The language the portal and the person’s mails are in.');
const role = z.enum(ROLES).describe('user, manager (sees published days) or admin (manages the firm). Takes precedence over is_admin.');
const isAdmin = z.boolean().describe('The contract’s flag: true makes an admin, false a user (unless role says otherwise).');

/** The role a create or update asks for: `role`, else is_admin's. */
export const roleOf = (input: { role?: (typeof ROLES)[number] | undefined; is_admin?: boolean | undefined }) =>
  input.role ?? (input.is_admin === undefined ? undefined : input.is_admin ? 'admin' : 'user');

const password = z.string().min(MIN_PASSWORD_LENGTH, `Password should be at least ${MIN_PASSWORD_LENGTH} characters long`).max(1000);

const personFields = {
  name_first: name,
  name_prefix: namePrefix,
  name_last: name,
  email,
  role: role.optional(),
  is_admin: isAdmin.optional(),
  language: language.optional(),
};

export const userCreate = z.strictObject({ ...personFields, password }).meta({ id: 'UserCreate' });
export const userInvite = z.strictObject(personFields).meta({ id: 'UserInvite' });

const reason = z.enum(DEACTIVATION_REASONS);

export const userUpdate = z
  .strictObject({
    name_first: name.optional(),
    name_prefix: namePrefix,
    name_last: name.optional(),
    role: role.optional(),
    is_admin: isAdmin.optional(),
    language: language.optional(),
    reason: reason.optional().describe('Why the person gets fewer rights (admin → manager → user); required for such a downgrade, kept in the audit log.'),
  })
  .meta({ id: 'UserUpdate' });

export const profileUpdate = z
  .strictObject({ name_first: name.optional(), name_prefix: namePrefix, name_last: name.optional(), is_onboarded: z.boolean().optional(), language: language.optional() })
  .meta({ id: 'ProfileUpdate' });

export const deactivation = z.strictObject({ reason: reason.describe('Why the person is deactivated.') }).meta({ id: 'Deactivation' });

export const userParams = z.strictObject({ id: z.uuid() });

export const invitationAcceptance = z
  .strictObject({
    token: z.string().min(1).max(200).describe('The secret from the invitation link.'),
    password,
    password_confirmation: z.string().max(1000),
  })
  .refine((input) => input.password === input.password_confirmation, { message: 'Passwords are not equal', path: ['password_confirmation'] })
  .meta({ id: 'InvitationAcceptance' });

export const emailVerification = z.strictObject({ token: z.string().min(1).max(200).describe('The secret from the verification link.') });

/** One of the firm's people by name, for managers (GET /v1/users/team). */
export const teamMember = z
  .object({ id: z.uuid(), name_full: z.string(), is_active: z.boolean().describe('false: deactivated, archived or not yet accepted; their published days still show.') })
  .meta({ id: 'TeamMember' });
