/**
 * The external systems hours are pushed to: the one list every other place derives from (API enums, the
 * sync-error filter, the connect flow, the UI's cards).
 */
export const VENDOR_SYSTEMS = ['harvest', 'teamleader', 'xero', 'jira'] as const;
export type VendorSystem = (typeof VENDOR_SYSTEMS)[number];

/** How a person names the system in messages ('We received an unexpected result from Harvest, …'). */
export const vendorNames: Record<VendorSystem, string> = {
  harvest: 'Harvest',
  teamleader: 'Teamleader',
  xero: 'Xero',
  jira: 'Jira',
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
