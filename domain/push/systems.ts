/**
 * The external systems hours are pushed to: the one list every other place derives from (API enums, the
 * sync-error filter, the connect flow, the UI's cards).
 */
export const VENDOR_SYSTEMS = ['harvest', 'teamleader', 'xero', 'jira'] as const;
export type VendorSystem = (typeof VENDOR_SYSTEMS)[number];

/**
 * The systems a person grants access to their own calendar (and later mail and calls) in: detectors, never a target
 * of hours. Their connections, OAuth grants and calls share the integrations' machinery (connections, oauth, http).
 */
export const CALENDAR_SYSTEMS = ['microsoft', 'google'] as const;
export type CalendarSystem = (typeof CALENDAR_SYSTEMS)[number];
/** Every system a connection is made to. */
export type ExternalSystem = VendorSystem | CalendarSystem;

/** How a person names the system in messages ('We received an unexpected result from Harvest, …'). */
export const vendorNames: Record<ExternalSystem, string> = {
  harvest: 'Harvest',
  teamleader: 'Teamleader',
  xero: 'Xero',
  jira: 'Jira',
  microsoft: 'Microsoft 365',
  google: 'Google',
};

/** A CRM (hours on clients and projects) or a ticket system (hours on issues): each organisation has one of each. */
export const CONNECTION_KINDS = ['crm', 'ticket'] as const;
export type ConnectionKind = (typeof CONNECTION_KINDS)[number];

const KIND_OF: Record<VendorSystem, ConnectionKind> = { harvest: 'crm', teamleader: 'crm', xero: 'crm', jira: 'ticket' };

export const kindOf = (system: VendorSystem): ConnectionKind => KIND_OF[system];

export const systemsOf: Record<ConnectionKind, readonly VendorSystem[]> = {
  crm: VENDOR_SYSTEMS.filter((system) => KIND_OF[system] === 'crm'),
  ticket: VENDOR_SYSTEMS.filter((system) => KIND_OF[system] === 'ticket'),
};
