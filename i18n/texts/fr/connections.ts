import type { connections as english } from '../en/connections.js';

/** The connections texts in French (see ../en/connections.ts). */
export const connections: Record<keyof typeof english, string> = {
  // Connections
  system_not_available_here: "{{system}} n'est pas disponible sur ce portail. Disponibles : {{available}}.",
  connect_crm_first: "Connectez d'abord un CRM.",
  connect_ticket_system_first: "Connectez d'abord un système de tickets.",
  connect_system_first: "Connectez d'abord {{system}}.",
  connect_crm_before_mapping: "Connectez un CRM avant d'y associer des identifiants.",
  connects_with_token: "{{system}} se connecte avec un jeton d'accès personnel : utilisez initiate.",
  not_a_crm: "{{system}} n'est pas un CRM.",
  not_a_ticket_system: "{{system}} n'est pas un système de tickets.",
  books_for_everyone: "{{system}} enregistre pour tous avec la connexion de l'organisation.",
  base_url_fixed: 'Une URL de base ne peut pas être choisie sur ce serveur.',
  admins_connect_organisation: "Seuls les administrateurs modifient la connexion de l'organisation ; connectez la vôtre avec le niveau user.",
  finish_connecting: 'Terminez la connexion avant de synchroniser.',
  finish_connecting_jira: "Terminez d'abord la connexion à Jira.",
  sync_once_per_hour: 'Vous pouvez lancer la synchronisation une fois par heure ; prochaine fois à {{at}}.',
  credentials_refused: "{{system}} n'a pas accepté ces identifiants : {{reason}}",

  // Teams call records
  teams_tenant_first: 'Enregistrez d’abord le tenant Microsoft 365 du cabinet.',
  teams_tenant_other: 'Indiquez le tenant enregistré par le cabinet : {{tenant}}.',
  teams_not_read: 'Les enregistrements d’appels Teams n’étaient pas lus.',
  call_records_consent_refused: 'Microsoft 365 a refusé les enregistrements d’appels Teams ({{reason}}) : l’administrateur du tenant doit donner son consentement de nouveau.',
  call_records_app_refused: 'Microsoft 365 a refusé le jeton de l’application pour les enregistrements d’appels Teams ({{reason}}) : vérifiez l’identifiant client et le secret de l’inscription d’application, enregistrez de nouveau le tenant et donnez de nouveau votre consentement.',

  // Calendars and ICS feeds
  tenant_not_recorded: "Aucun locataire Microsoft 365 n'a été enregistré.",
  feed_unreadable: "Le flux n'a pas pu être lu.",
  feed_http_or_https: "L'URL d'un flux doit être en http ou https.",
  feed_https: "L'URL d'un flux doit être en https.",
  feed_host_unknown: "L'hôte {{host}} du flux est inconnu.",
  feed_host_internal: "L'hôte {{host}} du flux est une adresse interne, que le portail ne lit pas.",
  feed_not_fetched: "Le flux n'a pas pu être récupéré : {{reason}}",
  feed_too_many_redirects: 'Le flux redirige plus de {{redirects}} fois.',
  feed_answered: 'Le flux a répondu {{status}}.',
  feed_too_large: 'Le flux dépasse {{megabytes}} Mo.',
  feed_not_read: "Le flux n'a pas pu être lu : {{reason}}",
  feed_no_calendar: "Le flux n'est pas un calendrier lisible : {{reason}}",

  // Travel
  routing_not_configured: 'Ce portail n’a pas de calculateur d’itinéraire : saisissez le trajet vous-même.',
  address_not_found: 'L’adresse « {{address}} » est introuvable.',

  // Connecting a CRM, a ticket system or a calendar
  connect_state_expired: 'Cette connexion a expiré ou a déjà été utilisée ; recommencez la liaison.',
  grant_state_expired: 'Cette connexion a expiré ou a déjà été utilisée ; accordez de nouveau l’accès.',
  state_unknown: 'State inconnu, déjà utilisé ou expiré.',
  connect_choose_offered: 'Choisissez l’une des options proposées.',
  connect_not_offered: 'Pas l’une des options proposées.',
  connect_nothing_to_reconnect: 'Il n’y a pas de liaison à reconnecter : créez-en une d’abord.',
  connect_nothing_connected: 'Rien n’est connecté.',
  connect_not_waiting: 'La liaison n’attend pas l’étape {{step}}.',
  connect_expected_step: 'Attendu : {{step}}.',
  calendar_not_granted: 'L’accès à cet agenda n’a pas été accordé.',
  calendar_choose_own: 'Choisissez parmi vos propres agendas.',
  calendar_not_yours: 'Pas l’un de vos agendas : {{id}}.',
  calendar_grant_first: 'Accordez d’abord l’accès à votre agenda.',
  calendar_grant_withdrawn: 'L’accès à votre agenda a été retiré : accordez-le de nouveau.',
  calendar_access_withdrawn: '{{system}} a refusé l’accès à votre agenda ({{reason}}) : accordez-le de nouveau.',
  mail_access_withdrawn: '{{system}} a refusé l’accès à vos e-mails envoyés ({{reason}}) : accordez-le de nouveau.',
  documents_access_withdrawn: '{{system}} a refusé l’accès à vos documents ({{reason}}) : accordez-le de nouveau.',
  oauth_not_configured: 'Définissez {{id}} et {{secret}} sur le serveur pour vous connecter à {{system}} par OAuth.',
  token_refresh_refused: 'Le renouvellement du jeton d’accès a été refusé ({{reason}}) ; reconnectez-vous.',
  vendor_refused_request: '{{system}} : {{reason}}',
  vendor_unexpected_result: 'Nous avons reçu une réponse inattendue de {{system}} ; réessayez plus tard',
};
