import type { AppMessages } from '../nl.js';

/** The texts of signing in with Google and Microsoft, linked sign-ins and acting as someone (en); see ../nl/sign-on.ts. */
export const sign_on: AppMessages['tally']['sign_on'] = {
  with: 'Sign in with %{provider}',
  admin_microsoft: 'Administrators: sign in with Microsoft',
  or: 'or',
  providers: { google: 'Google', microsoft: 'Microsoft' },
  returning: 'Signing you in…',
  failed: 'Signing in did not work',
  to_login: 'Back to sign in',
  linked: {
    title: 'Linked sign-ins',
    intro: 'Sign in with your Google or Microsoft account instead of your password. Link the account here first.',
    none: 'Not linked',
    linked_as: 'Linked: %{email}',
    link: 'Link',
    unlink: 'Unlink',
    unlinked: '%{provider} has been unlinked.',
    not_configured: 'Signing in with Google or Microsoft is not set up on this portal.',
  },
};

export const impersonation: AppMessages['tally']['impersonation'] = {
  acting_as: 'You are acting as %{name}.',
  return: 'Return to yourself',
  start: 'Act as this person',
  link: 'Sign-in link',
  link_title: 'Sign-in link to act as %{name}',
  link_intro: 'Open this link in another browser to act as this person there. The link works once, for five minutes.',
  signing_in: 'Signing in with the link…',
  failed: 'This sign-in link does not work',
};
