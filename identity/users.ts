import type pg from 'pg';
import type { PlanName } from '../plans/plans.js';

/** A person's role in their firm (docs/rules.md, "Roles"): partners and system administrators are no role here. */
export const ROLES = ['user', 'manager', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Whether `to` gives fewer rights than `from` (ROLES runs from fewest to most): such a downgrade asks for a reason. */
export const isDowngrade = (from: Role, to: Role): boolean => ROLES.indexOf(to) < ROLES.indexOf(from);

/** Why a person was deactivated or downgraded (api-contract §7.3: the reasons POST /rpc/deactivate asks for; product-spec §3). */
export const DEACTIVATION_REASONS = ['termination', 'efficiency', 'detection', 'performance', 'price', 'other'] as const;
export type DeactivationReason = (typeof DEACTIVATION_REASONS)[number];

/** A signed-in user with their organisation, as the session finds them. */
export interface UserRow {
  id: string;
  client_id: string;
  email: string;
  /** null while an invited person has not accepted their invitation. */
  password_hash: string | null;
  name_first: string;
  name_prefix: string | null;
  name_last: string;
  role: Role;
  language: string;
  is_deactivated: boolean;
  deactivated_at: Date | null;
  deactivation_reason: DeactivationReason | null;
  email_verified_at: Date | null;
  is_onboarded: boolean;
  transferred_at: Date | null;
  created_at: Date;
  deleted_at: Date | null;
  client_name: string;
  client_status: 'trial' | 'active' | 'suspended';
  client_subscription_ends_at: Date | null;
  /** The firm's plan and trial (plans/): the plan it activated, when it was made, its trial's length in days. */
  client_plan: PlanName | null;
  client_created_at: Date;
  client_trial_days: number;
  /** The person's own subscription (subscriptions): its id (the person's, when they have one) and end. */
  subscription_id: string | null;
  subscription_ends_at: Date | null;
  /** The user's own zone, else the organisation's: a "day" is a local date in it. */
  time_zone: string;
  /** Two-factor sign-in is on (confirmed with a code). */
  two_factor_enabled: boolean;
  /** The organisation requires two-factor sign-in of everyone. */
  client_two_factor_required: boolean;
}

export const USER_COLUMNS = `u.id, u.client_id, u.email, u.password_hash, u.name_first, u.name_prefix, u.name_last,
  u.role, u.language, u.is_deactivated, u.deactivated_at, u.deactivation_reason, u.email_verified_at, u.is_onboarded,
  u.transferred_at, u.created_at, u.deleted_at,
  c.name AS client_name, c.status AS client_status, c.subscription_ends_at AS client_subscription_ends_at,
  c.plan AS client_plan, c.created_at AS client_created_at, c.trial_days AS client_trial_days,
  (SELECT sub.user_id FROM subscriptions sub WHERE sub.user_id = u.id) AS subscription_id,
  (SELECT sub.ends_at FROM subscriptions sub WHERE sub.user_id = u.id) AS subscription_ends_at,
  coalesce(u.time_zone, c.time_zone) AS time_zone,
  u.two_factor_confirmed_at IS NOT NULL AS two_factor_enabled, c.two_factor_required AS client_two_factor_required`;
export const USER_TABLES = 'users u JOIN clients c ON c.id = u.client_id';
export const USER_SELECT = `SELECT ${USER_COLUMNS} FROM ${USER_TABLES}`;

export async function findUserByEmail(db: pg.Pool, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`${USER_SELECT} WHERE lower(u.email) = lower($1) AND u.deleted_at IS NULL`, [email]);
  return rows[0];
}

/** A user by id, whichever organisation; undefined for a deleted one. */
export async function findUserById(db: pg.Pool, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`${USER_SELECT} WHERE u.id = $1 AND u.deleted_at IS NULL`, [id]);
  return rows[0];
}

/** One of an organisation's users by id; undefined for another organisation's, or a deleted one. */
export async function findUserOfOrganisation(db: pg.Pool, clientId: string, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`${USER_SELECT} WHERE u.id = $1 AND u.client_id = $2 AND u.deleted_at IS NULL`, [id, clientId]);
  return rows[0];
}

export function fullName(user: Pick<UserRow, 'name_first' | 'name_prefix' | 'name_last'>): string {
  return [user.name_first, user.name_prefix, user.name_last].filter(Boolean).join(' ');
}
