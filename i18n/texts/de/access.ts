import type { access as english } from '../en/access.js';

/** The access texts in German (see ../en/access.ts). */
export const access: Record<keyof typeof english, string> = {
  // Signing in, tokens and rights
  token_unknown: 'Dieses API-Token ist unbekannt oder wurde widerrufen.',
  token_not_taken: 'Dieser Aufruf nimmt kein API-Token: Melden Sie sich im Portal an.',
  token_lacks_ability: 'Dieses API-Token darf das nicht: es braucht die Berechtigung {{ability}}.',
  token_missing: 'Senden Sie ein API-Token: Authorization: Bearer tly_…',
  too_many_login_attempts: 'Zu viele Anmeldeversuche. Versuchen Sie es in {{seconds}} Sekunden erneut.',
  too_many_password_attempts: 'Zu viele Passwortversuche. Versuchen Sie es in {{seconds}} Sekunden erneut.',
  too_many_two_factor_attempts: 'Zu viele Versuche der Zwei-Faktor-Anmeldung. Versuchen Sie es in {{seconds}} Sekunden erneut.',
  too_many_password_reset_attempts: 'Zu viele Versuche, das Passwort zurückzusetzen. Versuchen Sie es in {{seconds}} Sekunden erneut.',
  two_factor_not_pending: 'Schalten Sie die Zwei-Faktor-Anmeldung zuerst ein (POST /auth/user/two-factor-authentication).',
  two_factor_on_already: 'Die Zwei-Faktor-Anmeldung ist bereits eingeschaltet; schalten Sie sie zuerst aus.',
  two_factor_for_yourself_first: 'Schalten Sie die Zwei-Faktor-Anmeldung zuerst für sich selbst ein.',
  two_factor_code_digits: 'Der Code hat 6 Ziffern',
  two_factor_code_or_recovery_code: 'Geben Sie einen Code oder einen Wiederherstellungscode ein',
  sign_in_expired: 'Diese Anmeldung ist abgelaufen: Melden Sie sich erneut an.',
  invalid_email: 'Ungültige E-Mail-Adresse',
  password_too_short: 'Das Passwort muss mindestens {{length}} Zeichen lang sein',
  passwords_not_equal: 'Die Passwörter stimmen nicht überein',
  password_same_as_current: 'Das neue Passwort muss sich vom aktuellen unterscheiden',
  password_not_current: 'Das ist nicht Ihr aktuelles Passwort',
  own_profile_only: 'Sie können nur Ihr eigenes Profil ändern.',
  admins_see_settings: 'Nur Administratoren sehen die Einstellungen anderer Benutzer.',
  admin_sees_detectors: 'Nur ein Administrator sieht die Detektoren einer anderen Person.',
  admins_tag_conditions: 'Nur Administratoren sehen und ändern Tag-Bedingungen.',
  admins_lock_tags: 'Nur Administratoren sperren und entsperren Tags.',

  // Acting as someone else
  only_person_themselves: 'Nur die Person selbst kann dies tun, nicht ein Administrator, der in ihrem Namen handelt.',
  sign_in_link_invalid: 'Dieser Anmeldelink ist ungültig, wurde bereits verwendet oder ist abgelaufen.',
  sign_in_link_gone: 'Dieser Anmeldelink funktioniert nicht mehr.',
  not_acting_as_someone: 'Sie handeln nicht im Namen einer anderen Person.',
  own_account_gone: 'Ihr eigenes Konto besteht nicht mehr.',
  person_not_in_firm: 'Diese Person wurde in Ihrer Kanzlei nicht gefunden.',
  impersonate_yourself: 'Sie können nicht in Ihrem eigenen Namen auftreten.',
  impersonate_administrator: 'Ein Administrator kann nicht im Namen eines anderen Administrators handeln.',
  impersonate_deactivated: 'Diese Person ist deaktiviert; Sie können sich nicht in ihrem Namen anmelden.',

  // For administrators only
  detectors_admins_only: 'Nur ein Administrator sieht die Detektoren einer anderen Person.',
  settings_admins_only: 'Nur Administratoren sehen die Einstellungen anderer Benutzer.',
  connection_admins_only: 'Nur Administratoren ändern die Verbindung der Organisation; verbinden Sie Ihre eigene mit level user.',

  // Linked sign-ins
  account_link_other_session: 'Diese Kontoverknüpfung wurde in einer anderen Sitzung begonnen: Melden Sie sich an und verknüpfen Sie das Konto erneut.',
  account_not_linked: 'Mit Ihnen ist kein {{provider}}-Konto verknüpft.',

  // Signing in with Google or Microsoft
  sign_on_not_configured: 'Die Anmeldung mit {{provider}} ist nicht eingerichtet: Setzen Sie {{prefix}}_CLIENT_ID und {{prefix}}_CLIENT_SECRET auf dem Server.',
  sign_on_not_started: 'Diese Anmeldung wurde nicht in diesem Browser begonnen oder ist abgelaufen.',
  sign_on_not_started_or_used: 'Diese Anmeldung wurde nicht in diesem Browser begonnen, wurde bereits verwendet oder ist abgelaufen.',
  sign_on_no_id_token: '{{provider}} hat kein ID-Token gesendet.',
  sign_on_unreachable: '{{provider}} ist nicht erreichbar: {{reason}}',
  sign_on_refused: '{{provider}} hat die Anmeldung abgelehnt: {{reason}}.',
  sign_on_answer_invalid: 'Die Antwort von {{provider}} ist nicht stimmig: {{reason}}.',
};
