import { z } from 'zod';
import type { VendorCredentials } from '../../../integrations/index.js';

const baseUrl = z.url().optional().describe('Only accepted when the portal runs against local contract servers (tests).');

/** Credentials per system (integrations/README.md); never answered back by any call. */
export const credentialsInput = z.discriminatedUnion('system', [
  z.strictObject({ system: z.literal('harvest'), credentials: z.strictObject({ access_token: z.string().min(1), account_id: z.string().min(1), base_url: baseUrl }) }),
  z.strictObject({ system: z.literal('teamleader'), credentials: z.strictObject({ access_token: z.string().min(1), base_url: baseUrl }) }),
  z.strictObject({ system: z.literal('xero'), credentials: z.strictObject({ access_token: z.string().min(1), tenant_id: z.string().min(1), base_url: baseUrl }) }),
  z.strictObject({
    system: z.literal('jira'),
    credentials: z.strictObject({ access_token: z.string().min(1), cloud_id: z.string().min(1), base_url: baseUrl }),
    personal: z.boolean().default(true).describe('Jira books as the token\'s user: a connection per person (default).'),
  }),
]);
export type CredentialsInput = z.infer<typeof credentialsInput>;

export function toVendorCredentials(input: CredentialsInput): VendorCredentials {
  const base = input.credentials.base_url ? { baseUrl: input.credentials.base_url } : {};
  switch (input.system) {
    case 'harvest':
      return { system: 'harvest', credentials: { accessToken: input.credentials.access_token, accountId: input.credentials.account_id, ...base } };
    case 'teamleader':
      return { system: 'teamleader', credentials: { accessToken: input.credentials.access_token, ...base } };
    case 'xero':
      return { system: 'xero', credentials: { accessToken: input.credentials.access_token, tenantId: input.credentials.tenant_id, ...base } };
    case 'jira':
      return { system: 'jira', credentials: { accessToken: input.credentials.access_token, cloudId: input.credentials.cloud_id, ...base } };
  }
}

export const systemEnum = z.enum(['harvest', 'teamleader', 'xero', 'jira']);

/** The status flags of api-contract §7.13, and which connection is active; no credential ever. */
export const crmStatus = z
  .object({
    system: z.union([systemEnum, z.literal('none')]),
    status: z.enum(['active', 'invalid', 'detached', 'none']),
    account: z.object({ id: z.string(), name: z.string() }).nullable(),
    connected_at: z.iso.datetime().nullable(),
    allowDisconnect: z.boolean(),
    allowManualInternalRelation: z.boolean(),
    supportsContactSelection: z.boolean(),
    supportsEmptyInitialization: z.boolean(),
    supportsSearch: z.boolean(),
    locked: z.object({ client: z.boolean(), user: z.boolean() }),
    connect_active_step: z.string().nullable(),
    connect_step_error: z.string().nullable(),
    connect_step_suggestion: z.string().nullable(),
  })
  .meta({ id: 'CrmStatus' });
