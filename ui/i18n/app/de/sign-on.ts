import type { AppMessages } from '../nl.js';

/** The texts of signing in with Google and Microsoft, linked sign-ins and acting as someone (de); see ../nl/sign-on.ts. */
export const sign_on: AppMessages['tally']['sign_on'] = {
  with: 'Mit %{provider} anmelden',
  admin_microsoft: 'Administratoren: mit Microsoft anmelden',
  or: 'oder',
  providers: { google: 'Google', microsoft: 'Microsoft' },
  returning: 'Sie werden angemeldet…',
  failed: 'Die Anmeldung hat nicht geklappt',
  to_login: 'Zurück zur Anmeldung',
  linked: {
    title: 'Verknüpfte Anmeldungen',
    intro: 'Melden Sie sich mit Ihrem Google- oder Microsoft-Konto statt mit Ihrem Passwort an. Verknüpfen Sie das Konto zuerst hier.',
    none: 'Nicht verknüpft',
    linked_as: 'Verknüpft: %{email}',
    link: 'Verknüpfen',
    unlink: 'Trennen',
    unlinked: '%{provider} wurde getrennt.',
    not_configured: 'Die Anmeldung mit Google oder Microsoft ist in diesem Portal nicht eingerichtet.',
  },
};

export const impersonation: AppMessages['tally']['impersonation'] = {
  acting_as: 'Sie handeln als %{name}.',
  return: 'Zurück zu Ihnen selbst',
  start: 'Als diese Person handeln',
  link: 'Anmeldelink',
  link_title: 'Anmeldelink, um als %{name} zu handeln',
  link_intro: 'Öffnen Sie diesen Link in einem anderen Browser, um dort als diese Person zu handeln. Der Link funktioniert einmal, fünf Minuten lang.',
  signing_in: 'Anmeldung über den Link…',
  failed: 'Dieser Anmeldelink funktioniert nicht',
};
