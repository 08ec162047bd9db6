import type { z } from 'zod';
import type { microsoftIntegration } from '../../api/routes/calendars/firm-microsoft.js';

/** GET /v1/clients's integrations.microsoft: the firm's recorded tenant, null until an admin records one. */
export type FirmMicrosoft = z.infer<typeof microsoftIntegration>;

/** What an admin records: the tenant, and the firm's own app registration when it has one. */
export interface TenantInput {
  tenant_id: string;
  client_id?: string;
  client_secret?: string;
}

type Send = <T>(method: string, url: string, body?: unknown) => Promise<T>;

/** Microsoft 365 for the whole firm (api-contract §7.2): the admin's tenant consent and Teams call records. */
export interface FirmMicrosoftMethods {
  /** The firm's tenant from GET /v1/clients (administrators). */
  firmMicrosoft(): Promise<FirmMicrosoft | null>;
  /** POST /v1/microsoft/tenant: answers Microsoft's admin-consent URL to send the admin to. */
  recordTenant(input: TenantInput): Promise<string>;
  /** DELETE /v1/microsoft/tenant */
  forgetTenant(): Promise<void>;
  /** POST /v1/rpc/microsoft/teams {tenant_id} or DELETE /v1/rpc/microsoft/teams */
  switchCallRecords(tenantId: string, on: boolean): Promise<void>;
  /**
   * Back from Microsoft's consent for `tenantId`: call records Microsoft refused for that tenant are switched on
   * again, which forgets the refusal (a round that is still refused tells the admins anew).
   */
  consentGiven(tenantId: string): Promise<void>;
}

export function firmMicrosoftMethods(send: Send): FirmMicrosoftMethods {
  const firmMicrosoft = async () => (await send<{ data: { integrations: { microsoft: FirmMicrosoft | null } } }>('GET', '/v1/clients')).data.integrations.microsoft;
  return {
    firmMicrosoft,
    recordTenant: async (input) => (await send<{ data: { consent_url: string } }>('POST', '/v1/microsoft/tenant', input)).data.consent_url,
    forgetTenant: async () => {
      await send('DELETE', '/v1/microsoft/tenant');
    },
    switchCallRecords: async (tenantId, on) => {
      await (on ? send('POST', '/v1/rpc/microsoft/teams', { tenant_id: tenantId }) : send('DELETE', '/v1/rpc/microsoft/teams'));
    },
    consentGiven: async (tenantId) => {
      const microsoft = await firmMicrosoft();
      if (microsoft?.call_records_refused_at && microsoft.tenant_id.toLowerCase() === tenantId.toLowerCase()) {
        await send('POST', '/v1/rpc/microsoft/teams', { tenant_id: microsoft.tenant_id });
      }
    },
  };
}
