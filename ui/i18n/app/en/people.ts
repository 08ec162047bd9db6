import type { invitation as nlInvitation, people as nlPeople } from '../nl/people.js';

/** The Users screen's and the account page's texts (en); see ../nl/people.ts. */
export const people: typeof nlPeople = {
  tabs: { overview: 'Overview', day: 'Day', open_days: 'Open days', week: 'Week' },
  statuses: { invited: 'Invited', active: 'Active', inactive: 'Deactivated', archived: 'Archived' },
  reasons: { termination: 'Left the firm', efficiency: 'Efficiency', detection: 'Detection', performance: 'Performance', price: 'Price', other: 'Other' },
  invitation: { pending: 'Invitation sent, valid until %{date}', expired: 'Invitation expired', voided: 'Invitation withdrawn', used: 'Invitation accepted' },
  show_archived: 'Show archived users',
  invite: { action: 'Invite', title: 'Invite someone', hint: 'The invitation goes by email, in the chosen language, and is valid for 7 days.', submit: 'Send invitation', cancel: 'Cancel', sent: 'Invitation sent to %{email}' },
  deactivate: { action: 'Deactivate', title: 'Deactivate %{name}', reason: 'Reason', submit: 'Deactivate', cancel: 'Cancel', done: 'Deactivated' },
  downgrade: { reason: 'Reason', hint: 'Fewer rights: say why.' },
  reactivate: { action: 'Activate', done: 'Active again' },
  resend: { action: 'Send invitation again', done: 'New invitation sent; the previous link no longer works' },
  withdraw: { action: 'Withdraw invitation', done: 'Invitation withdrawn' },
  open_days: { none: 'Everyone has published the past working days of this week.', person: 'Not published' },
  day: { date: 'Date' },
};

export const invitation: typeof nlInvitation = {
  title: 'Welcome to Tally',
  intro: 'Choose a password to activate your account.',
  password: 'Password',
  password_confirmation: 'Repeat password',
  submit: 'Activate account',
  too_short: 'Password should be at least 8 characters long',
  not_equal: 'Passwords are not equal',
  invalid: 'This link is not valid (any more). Ask your administrator to send the invitation again.',
  missing: 'This link is incomplete: open the link from the email.',
  verifying: 'Confirming your email address…',
  verified: 'Your email address has been confirmed.',
  to_login: 'Go to sign in',
};
