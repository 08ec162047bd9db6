import { SYSTEMS_OF, type ConnectionKind, type SyncSystem } from '../providers/domain.js';

/** The connect routes of product-spec §2: /integrations/external-crm-{system} and /integrations/external-ticket-{system}. */
export const modulePath = (kind: ConnectionKind, system: SyncSystem) => `/integrations/external-${kind}-${system}`;

/** external-crm-harvest → { kind: 'crm', system: 'harvest' }; a module this portal does not connect → undefined. */
export function parseModule(module: string | undefined): { kind: ConnectionKind; system: SyncSystem } | undefined {
  const match = /^external-(crm|ticket)-(.+)$/.exec(module ?? '');
  if (!match) return undefined;
  const kind = match[1] as ConnectionKind;
  const system = SYSTEMS_OF[kind].find((known) => known === match[2]);
  return system ? { kind, system } : undefined;
}
