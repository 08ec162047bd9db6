/** Who may do what: signing in, tokens, rights, acting as someone else and signing in with Google or Microsoft. */
export const access = {
  // Signing in, tokens and rights
  token_unknown: 'This API token is unknown or has been revoked.',
  token_not_taken: 'This call does not take an API token: sign in to the portal.',
  token_lacks_ability: 'This API token may not do this: it needs the {{ability}} ability.',
  token_missing: 'Send an API token: Authorization: Bearer tly_…',
  too_many_login_attempts: 'Too many login attempts. Try again in {{seconds}} seconds.',
  too_many_password_attempts: 'Too many password attempts. Try again in {{seconds}} seconds.',
  too_many_two_factor_attempts: 'Too many two-factor attempts. Try again in {{seconds}} seconds.',
  too_many_password_reset_attempts: 'Too many password reset attempts. Try again in {{seconds}} seconds.',
  two_factor_not_pending: 'Turn two-factor sign-in on first (POST /auth/user/two-factor-authentication).',
  two_factor_on_already: 'Two-factor sign-in is on already; turn it off first.',
  two_factor_for_yourself_first: 'Turn two-factor sign-in on for yourself first.',
  two_factor_code_digits: 'The code has 6 digits',
  two_factor_code_or_recovery_code: 'Give a code, or a recovery code',
  sign_in_expired: 'This sign-in has expired: sign in again.',
  invalid_email: 'Invalid email address',
  password_too_short: 'Password should be at least {{length}} characters long',
  passwords_not_equal: 'Passwords are not equal',
  password_same_as_current: 'The new password must differ from the current one',
  password_not_current: 'This is not your current password',
  own_profile_only: 'You can change only your own profile.',
  admins_see_settings: "Only administrators see other users' settings.",
  admin_sees_detectors: "Only an administrator sees another person's detectors.",
  admins_tag_conditions: 'Only administrators see and change tag conditions.',
  admins_lock_tags: 'Only administrators lock and unlock tags.',

  // Acting as someone else
  only_person_themselves: 'Only the person themselves can do this, not an administrator acting as them.',
  sign_in_link_invalid: 'This sign-in link is invalid, was used already or has expired.',
  sign_in_link_gone: 'This sign-in link no longer works.',
  not_acting_as_someone: 'You are not acting as someone else.',
  own_account_gone: 'Your own account is no longer there.',
  person_not_in_firm: 'This person could not be found in your firm.',
  impersonate_yourself: 'You cannot act as yourself.',
  impersonate_administrator: 'An administrator cannot act as another administrator.',
  impersonate_deactivated: 'This person is deactivated and cannot be signed in as.',

  // For administrators only
  detectors_admins_only: "Only an administrator sees another person's detectors.",
  settings_admins_only: "Only administrators see other users' settings.",
  connection_admins_only: "Only administrators change the organisation's connection; connect your own with level user.",

  // Linked sign-ins
  account_link_other_session: 'This account link was started in another session: sign in and link it again.',
  account_not_linked: 'No {{provider}} account is linked to you.',

  // Signing in with Google or Microsoft
  sign_on_not_configured: 'Sign-in with {{provider}} is not set up: set {{prefix}}_CLIENT_ID and {{prefix}}_CLIENT_SECRET on the server.',
  sign_on_not_started: 'This sign-in was not started in this browser, or has expired.',
  sign_on_not_started_or_used: 'This sign-in was not started in this browser, was used already, or has expired.',
  sign_on_no_id_token: '{{provider}} sent no ID token.',
  sign_on_unreachable: '{{provider}} could not be reached: {{reason}}',
  sign_on_refused: '{{provider}} refused the sign-in: {{reason}}.',
  sign_on_answer_invalid: 'The answer from {{provider}} does not hold: {{reason}}.',
} as const satisfies Record<string, string>;
