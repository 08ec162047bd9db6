import type { audit as nlAudit, auditResource as nlResource } from '../nl/audit.js';

/** The audit log's texts (en); see ../nl/audit.ts. */
export const audit: typeof nlAudit = {
  from: 'From',
  until: 'Until',
  actions: {
    sign_in: 'Signed in',
    sign_in_failed: 'Failed sign-in',
    password_changed: 'Password changed',
    password_reset_requested: 'New password requested',
    password_reset: 'Password reset',
    two_factor_enabled: 'Two-factor turned on',
    two_factor_disabled: 'Two-factor turned off',
    two_factor_recovery_used: 'Recovery code used',
    two_factor_failed: 'Failed two-factor code',
    two_factor_requirement_changed: 'Two-factor requirement changed',
    organisation_changed: 'Organisation details changed',
    organisation_property_changed: 'Organisation setting changed',
    company_data_set: 'Company data given',
    sso_linked: 'Sign-in linked',
    sso_unlinked: 'Sign-in unlinked',
    impersonation_started: 'Impersonation started',
    impersonation_stopped: 'Impersonation stopped',
    impersonation_link_created: 'Impersonation sign-in link created',
    token_created: 'API token created',
    token_revoked: 'API token revoked',
    user_created: 'User added',
    user_invited: 'User invited',
    invite_resent: 'Invitation sent again',
    invite_withdrawn: 'Invitation withdrawn',
    invite_accepted: 'Invitation accepted',
    email_verified: 'Email address confirmed',
    role_changed: 'Role changed',
    user_deactivated: 'User deactivated',
    user_reactivated: 'User active again',
    user_archived: 'User archived',
    user_restored: 'User restored',
    user_deleted: 'User deleted',
  },
};

export const auditResource: typeof nlResource = { name: 'Audit entry |||| Audit log', fields: { at: 'When', action: 'Event', actor: 'By', subject: 'About', details: 'Details', ip: 'IP address' } };
