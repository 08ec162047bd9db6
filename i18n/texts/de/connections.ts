import type { connections as english } from '../en/connections.js';

/** The connections texts in German (see ../en/connections.ts). */
export const connections: Record<keyof typeof english, string> = {
  // Connections
  system_not_available_here: '{{system}} ist auf diesem Portal nicht verfügbar. Verfügbar: {{available}}.',
  connect_crm_first: 'Verbinden Sie zuerst ein CRM.',
  connect_ticket_system_first: 'Verbinden Sie zuerst ein Ticketsystem.',
  connect_system_first: 'Verbinden Sie zuerst {{system}}.',
  connect_crm_before_mapping: 'Verbinden Sie ein CRM, bevor Sie IDs darauf abbilden.',
  connects_with_token: '{{system}} wird mit einem persönlichen Zugriffstoken verbunden: verwende initiate.',
  not_a_crm: '{{system}} ist kein CRM.',
  not_a_ticket_system: '{{system}} ist kein Ticketsystem.',
  books_for_everyone: '{{system}} bucht für alle über die Verbindung der Organisation.',
  base_url_fixed: 'Auf diesem Server kann keine Basis-URL gewählt werden.',
  admins_connect_organisation: 'Nur Administratoren ändern die Verbindung der Organisation; verbinden Sie Ihre eigene mit der Ebene user.',
  finish_connecting: 'Schließen Sie das Verbinden ab, bevor Sie synchronisieren.',
  finish_connecting_jira: 'Schließen Sie zuerst das Verbinden von Jira ab.',
  sync_once_per_hour: 'Sie können die Synchronisierung einmal pro Stunde starten; das nächste Mal um {{at}}.',
  credentials_refused: '{{system}} hat diese Zugangsdaten nicht angenommen: {{reason}}',

  // Teams call records
  teams_tenant_first: 'Erfassen Sie zuerst den Microsoft-365-Tenant der Firma.',
  teams_tenant_other: 'Geben Sie den Tenant an, den die Firma erfasst hat: {{tenant}}.',
  teams_not_read: 'Teams-Anrufdaten wurden nicht gelesen.',
  call_records_consent_refused: 'Microsoft 365 hat die Teams-Anrufdaten verweigert ({{reason}}): Der Administrator des Mandanten muss erneut zustimmen.',
  call_records_app_refused: 'Microsoft 365 hat das Token der App für die Teams-Anrufdaten verweigert ({{reason}}): Prüfen Sie Client-ID und Geheimnis der App-Registrierung, erfassen Sie den Mandanten erneut und stimmen Sie erneut zu.',

  // Calendars and ICS feeds
  tenant_not_recorded: 'Es wurde kein Microsoft 365-Mandant erfasst.',
  feed_unreadable: 'Der Feed konnte nicht gelesen werden.',
  feed_http_or_https: 'Eine Feed-URL muss http oder https sein.',
  feed_https: 'Eine Feed-URL muss https sein.',
  feed_host_unknown: 'Der Host {{host}} des Feeds ist unbekannt.',
  feed_host_internal: 'Der Host {{host}} des Feeds ist eine interne Adresse, die das Portal nicht liest.',
  feed_not_fetched: 'Der Feed konnte nicht abgerufen werden: {{reason}}',
  feed_too_many_redirects: 'Der Feed leitet mehr als {{redirects}}-mal weiter.',
  feed_answered: 'Der Feed antwortete {{status}}.',
  feed_too_large: 'Der Feed ist größer als {{megabytes}} MB.',
  feed_not_read: 'Der Feed konnte nicht gelesen werden: {{reason}}',
  feed_no_calendar: 'Der Feed ist kein lesbarer Kalender: {{reason}}',

  // Travel
  routing_not_configured: 'Dieses Portal hat keinen Routenplaner: Geben Sie die Reisezeit selbst ein.',
  address_not_found: 'Die Adresse „{{address}}“ konnte nicht gefunden werden.',

  // Connecting a CRM, a ticket system or a calendar
  connect_state_expired: 'Diese Anmeldung ist abgelaufen oder wurde bereits verwendet; beginnen Sie die Verbindung erneut.',
  grant_state_expired: 'Diese Anmeldung ist abgelaufen oder wurde bereits verwendet; gewähren Sie den Zugriff erneut.',
  state_unknown: 'Unbekannter, verwendeter oder abgelaufener State.',
  connect_choose_offered: 'Wählen Sie eine der angebotenen Optionen.',
  connect_not_offered: 'Keine der angebotenen Optionen.',
  connect_nothing_to_reconnect: 'Es gibt keine Verbindung zum erneuten Verbinden: Verbinden Sie zuerst eine.',
  connect_nothing_connected: 'Es ist nichts verbunden.',
  connect_not_waiting: 'Die Verbindung wartet nicht auf den Schritt {{step}}.',
  connect_expected_step: 'Erwartet: {{step}}.',
  calendar_not_granted: 'Der Zugriff auf diesen Kalender wurde nicht gewährt.',
  calendar_choose_own: 'Wählen Sie unter Ihren eigenen Kalendern.',
  calendar_not_yours: 'Keiner Ihrer Kalender: {{id}}.',
  calendar_grant_first: 'Gewähren Sie zuerst den Zugriff auf Ihren Kalender.',
  calendar_grant_withdrawn: 'Der Zugriff auf Ihren Kalender wurde entzogen: Gewähren Sie ihn erneut.',
  calendar_access_withdrawn: '{{system}} hat den Zugriff auf Ihren Kalender verweigert ({{reason}}): Gewähren Sie ihn erneut.',
  mail_access_withdrawn: '{{system}} hat den Zugriff auf Ihre gesendeten E-Mails verweigert ({{reason}}): Gewähren Sie ihn erneut.',
  documents_access_withdrawn: '{{system}} hat den Zugriff auf Ihre Dokumente verweigert ({{reason}}): Gewähren Sie ihn erneut.',
  oauth_not_configured: 'Setzen Sie {{id}} und {{secret}} auf dem Server, um sich über OAuth mit {{system}} zu verbinden.',
  token_refresh_refused: 'Das Erneuern des Zugriffstokens wurde abgelehnt ({{reason}}); verbinden Sie erneut.',
  vendor_refused_request: '{{system}}: {{reason}}',
  vendor_unexpected_result: 'Wir haben eine unerwartete Antwort von {{system}} erhalten; versuchen Sie es später erneut',
};
