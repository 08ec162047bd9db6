import type { access as english } from '../en/access.js';

/** The access texts in Dutch (see ../en/access.ts). */
export const access: Record<keyof typeof english, string> = {
  // Signing in, tokens and rights
  token_unknown: 'Dit API-token is onbekend of ingetrokken.',
  token_not_taken: 'Deze aanroep neemt geen API-token: log in op het portaal.',
  token_lacks_ability: 'Dit API-token mag dit niet: het heeft de bevoegdheid {{ability}} nodig.',
  token_missing: 'Stuur een API-token: Authorization: Bearer tly_…',
  too_many_login_attempts: 'Te veel inlogpogingen. Probeer het over {{seconds}} seconden opnieuw.',
  too_many_password_attempts: 'Te veel wachtwoordpogingen. Probeer het over {{seconds}} seconden opnieuw.',
  too_many_two_factor_attempts: 'Te veel pogingen voor inloggen in twee stappen. Probeer het over {{seconds}} seconden opnieuw.',
  too_many_password_reset_attempts: 'Te veel pogingen om je wachtwoord te herstellen. Probeer het over {{seconds}} seconden opnieuw.',
  two_factor_not_pending: 'Zet inloggen in twee stappen eerst aan (POST /auth/user/two-factor-authentication).',
  two_factor_on_already: 'Inloggen in twee stappen staat al aan; zet het eerst uit.',
  two_factor_for_yourself_first: 'Zet inloggen in twee stappen eerst voor jezelf aan.',
  two_factor_code_digits: 'De code heeft 6 cijfers',
  two_factor_code_or_recovery_code: 'Geef een code, of een herstelcode',
  sign_in_expired: 'Deze aanmelding is verlopen: log opnieuw in.',
  invalid_email: 'Ongeldig e-mailadres',
  password_too_short: 'Het wachtwoord moet minstens {{length}} tekens lang zijn',
  passwords_not_equal: 'De wachtwoorden zijn niet gelijk',
  password_same_as_current: 'Het nieuwe wachtwoord moet anders zijn dan het huidige',
  password_not_current: 'Dit is niet je huidige wachtwoord',
  own_profile_only: 'Je kunt alleen je eigen profiel wijzigen.',
  admins_see_settings: 'Alleen beheerders zien de instellingen van andere gebruikers.',
  admin_sees_detectors: 'Alleen een beheerder ziet de detectors van een ander.',
  admins_tag_conditions: 'Alleen beheerders zien en wijzigen tagvoorwaarden.',
  admins_lock_tags: 'Alleen beheerders vergrendelen en ontgrendelen tags.',

  // Acting as someone else
  only_person_themselves: 'Alleen de persoon zelf kan dit doen, niet een beheerder die namens hem of haar optreedt.',
  sign_in_link_invalid: 'Deze aanmeldlink is ongeldig, al gebruikt of verlopen.',
  sign_in_link_gone: 'Deze aanmeldlink werkt niet meer.',
  not_acting_as_someone: 'Je treedt niet op namens iemand anders.',
  own_account_gone: 'Je eigen account bestaat niet meer.',
  person_not_in_firm: 'Deze persoon is niet gevonden in je kantoor.',
  impersonate_yourself: 'Je kunt niet namens jezelf optreden.',
  impersonate_administrator: 'Een beheerder kan niet optreden namens een andere beheerder.',
  impersonate_deactivated: 'Deze persoon is gedeactiveerd; je kunt niet namens hem of haar aanmelden.',

  // For administrators only
  detectors_admins_only: 'Alleen een beheerder ziet de detectoren van een ander.',
  settings_admins_only: 'Alleen beheerders zien de instellingen van andere gebruikers.',
  connection_admins_only: 'Alleen beheerders wijzigen de koppeling van de organisatie; koppel je eigen koppeling met level user.',

  // Linked sign-ins
  account_link_other_session: 'Deze accountkoppeling is in een andere sessie begonnen: meld je aan en koppel opnieuw.',
  account_not_linked: 'Er is geen {{provider}}-account aan je gekoppeld.',

  // Signing in with Google or Microsoft
  sign_on_not_configured: 'Aanmelden met {{provider}} is niet ingesteld: stel {{prefix}}_CLIENT_ID en {{prefix}}_CLIENT_SECRET in op de server.',
  sign_on_not_started: 'Deze aanmelding is niet in deze browser begonnen, of is verlopen.',
  sign_on_not_started_or_used: 'Deze aanmelding is niet in deze browser begonnen, is al gebruikt of is verlopen.',
  sign_on_no_id_token: '{{provider}} stuurde geen ID-token.',
  sign_on_unreachable: '{{provider}} is niet bereikbaar: {{reason}}',
  sign_on_refused: '{{provider}} heeft de aanmelding geweigerd: {{reason}}.',
  sign_on_answer_invalid: 'Het antwoord van {{provider}} klopt niet: {{reason}}.',
};
