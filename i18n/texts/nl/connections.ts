import type { connections as english } from '../en/connections.js';

/** The connections texts in Dutch (see ../en/connections.ts). */
export const connections: Record<keyof typeof english, string> = {
  // Connections
  system_not_available_here: '{{system}} is niet beschikbaar op dit portaal. Beschikbaar: {{available}}.',
  connect_crm_first: 'Koppel eerst een CRM.',
  connect_ticket_system_first: 'Koppel eerst een ticketsysteem.',
  connect_system_first: 'Koppel eerst {{system}}.',
  connect_crm_before_mapping: 'Koppel een CRM voordat je er id’s aan koppelt.',
  connects_with_token: '{{system}} koppel je met een persoonlijk toegangstoken: gebruik initiate.',
  not_a_crm: '{{system}} is geen CRM.',
  not_a_ticket_system: '{{system}} is geen ticketsysteem.',
  books_for_everyone: '{{system}} boekt voor iedereen met de koppeling van de organisatie.',
  base_url_fixed: 'Op deze server kan geen basis-URL worden gekozen.',
  admins_connect_organisation: 'Alleen beheerders wijzigen de koppeling van de organisatie; koppel je eigen met niveau user.',
  finish_connecting: 'Rond het koppelen af voordat je synchroniseert.',
  finish_connecting_jira: 'Rond eerst het koppelen van Jira af.',
  sync_once_per_hour: 'Je kunt de synchronisatie één keer per uur starten; de volgende keer om {{at}}.',
  credentials_refused: '{{system}} accepteerde deze inloggegevens niet: {{reason}}',

  // Teams call records
  teams_tenant_first: 'Leg eerst de Microsoft 365-tenant van het kantoor vast.',
  teams_tenant_other: 'Geef de tenant die het kantoor vastlegde: {{tenant}}.',
  teams_not_read: 'Teams-gespreksgegevens werden niet gelezen.',
  call_records_consent_refused: 'Microsoft 365 heeft de Teams-gespreksgegevens geweigerd ({{reason}}): de beheerder van de tenant moet opnieuw toestemming geven.',
  call_records_app_refused: 'Microsoft 365 heeft het token van de app voor de Teams-gespreksgegevens geweigerd ({{reason}}): controleer de client-id en het geheim van de app-registratie, leg de tenant opnieuw vast en geef opnieuw toestemming.',

  // Calendars and ICS feeds
  tenant_not_recorded: 'Er is geen Microsoft 365-tenant vastgelegd.',
  feed_unreadable: 'De feed kon niet worden gelezen.',
  feed_http_or_https: 'Een feed-URL moet http of https zijn.',
  feed_https: 'Een feed-URL moet https zijn.',
  feed_host_unknown: 'De host {{host}} van de feed is onbekend.',
  feed_host_internal: 'De host {{host}} van de feed is een intern adres, dat het portaal niet leest.',
  feed_not_fetched: 'De feed kon niet worden opgehaald: {{reason}}',
  feed_too_many_redirects: 'De feed stuurt meer dan {{redirects}} keer door.',
  feed_answered: 'De feed antwoordde {{status}}.',
  feed_too_large: 'De feed is groter dan {{megabytes}} MB.',
  feed_not_read: 'De feed kon niet worden gelezen: {{reason}}',
  feed_no_calendar: 'De feed is geen leesbare agenda: {{reason}}',

  // Travel
  routing_not_configured: 'Dit portaal heeft geen routeplanner: vul de reistijd zelf in.',
  address_not_found: 'Het adres "{{address}}" kon niet worden gevonden.',

  // Connecting a CRM, a ticket system or a calendar
  connect_state_expired: 'Deze aanmelding is verlopen of al gebruikt; begin opnieuw met koppelen.',
  grant_state_expired: 'Deze aanmelding is verlopen of al gebruikt; geef opnieuw toegang.',
  state_unknown: 'Onbekende, gebruikte of verlopen state.',
  connect_choose_offered: 'Kies een van de aangeboden opties.',
  connect_not_offered: 'Niet een van de aangeboden opties.',
  connect_nothing_to_reconnect: 'Er is geen koppeling om opnieuw te koppelen: koppel er eerst een.',
  connect_nothing_connected: 'Er is niets gekoppeld.',
  connect_not_waiting: 'De koppeling wacht niet op de stap {{step}}.',
  connect_expected_step: 'Verwacht: {{step}}.',
  calendar_not_granted: 'Er is geen toegang tot deze agenda gegeven.',
  calendar_choose_own: 'Kies uit je eigen agenda’s.',
  calendar_not_yours: 'Niet een van je agenda’s: {{id}}.',
  calendar_grant_first: 'Geef eerst toegang tot je agenda.',
  calendar_grant_withdrawn: 'De toegang tot je agenda is ingetrokken: geef opnieuw toegang.',
  calendar_access_withdrawn: '{{system}} heeft de toegang tot je agenda geweigerd ({{reason}}): geef opnieuw toegang.',
  mail_access_withdrawn: '{{system}} heeft de toegang tot je verzonden e-mail geweigerd ({{reason}}): geef opnieuw toegang.',
  documents_access_withdrawn: '{{system}} heeft de toegang tot je documenten geweigerd ({{reason}}): geef opnieuw toegang.',
  oauth_not_configured: 'Stel {{id}} en {{secret}} in op de server om via OAuth met {{system}} te koppelen.',
  token_refresh_refused: 'Het vernieuwen van het toegangstoken is geweigerd ({{reason}}); koppel opnieuw.',
  vendor_refused_request: '{{system}}: {{reason}}',
  vendor_unexpected_result: 'We kregen een onverwacht antwoord van {{system}}; probeer het later opnieuw',
};
