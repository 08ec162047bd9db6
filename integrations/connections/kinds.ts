import type { VendorSystem } from '../../domain/push/systems.js';
import type { ConnectStep } from './store.js';


/** Systems that book as the token's own user (VendorCapabilities.bookForOthers false): each person connects their own grant. */
export const personalGrant = (system: VendorSystem): boolean => system === 'jira';

interface CredentialField {
  name: string;
  label: string;
  type: 'text' | 'secret' | 'url';
  required: boolean;
}

export interface CredentialsMeta {
  system: VendorSystem;
  auth: 'token' | 'oauth';
  /** The form to show for `initiate` (OAuth systems: none, the person signs in at the vendor). */
  fields: CredentialField[];
  /** The steps a person goes through, in order. */
  steps: ConnectStep[];
}

/** How each system connects: what the UI asks for and which steps follow. */
export const credentialsMeta: Record<VendorSystem, CredentialsMeta> = {
  harvest: {
    system: 'harvest',
    auth: 'token',
    fields: [
      { name: 'access_token', label: 'Personal access token', type: 'secret', required: true },
      { name: 'account_id', label: 'Account ID', type: 'text', required: true },
    ],
    steps: ['credentials', 'confirm'],
  },
  teamleader: { system: 'teamleader', auth: 'oauth', fields: [], steps: ['oauth', 'confirm'] },
  xero: { system: 'xero', auth: 'oauth', fields: [], steps: ['oauth', 'tenant', 'confirm'] },
  jira: { system: 'jira', auth: 'oauth', fields: [], steps: ['oauth', 'cloud_site', 'confirm'] },
};
