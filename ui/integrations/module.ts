import { CONNECTION_KINDS, systemsOf, type ConnectionKind, type VendorSystem } from '../../domain/push/systems.js';

/** The connect routes of product-spec §2: /integrations/external-crm-{system} and /integrations/external-ticket-{system}. */
export const modulePath = (kind: ConnectionKind, system: VendorSystem) => `/integrations/external-${kind}-${system}`;

/** external-crm-harvest → { kind: 'crm', system: 'harvest' }; a module this portal does not connect → undefined. */
export function parseModule(module: string | undefined): { kind: ConnectionKind; system: VendorSystem } | undefined {
  const match = /^external-([a-z]+)-(.+)$/.exec(module ?? '');
  const kind = CONNECTION_KINDS.find((known) => known === match?.[1]);
  const system = kind && systemsOf[kind].find((known) => known === match?.[2]);
  return kind && system ? { kind, system } : undefined;
}
