import { z } from 'zod';
import { VENDOR_SYSTEMS } from '../../../domain/push/systems.js';
import type { VendorCredentials } from '../../../integrations/index.js';

export const systemEnum = z.enum(VENDOR_SYSTEMS);
const stepEnum = z.enum(['credentials', 'oauth', 'tenant', 'cloud_site', 'confirm']);
export const level = z
  .enum(['organisation', 'user'])
  .optional()
  .describe("organisation (default; changing it is for admins) or user: the caller's own grant, for systems that book as the token's user (Jira).");

/** Something of the connected system to choose: an organisation, a site, a client, a setting's value. */
export const externalOption = z.object({ id: z.string(), name: z.string() }).meta({ id: 'ExternalOption' });
/** A user of the connected system, to map ours to. */
export const externalUser = externalOption.extend({ email: z.string().nullable() }).meta({ id: 'ExternalUser' });

/** A contact's or dimension's id in the organisation's active CRM (PUT /v1/contacts/{id}/external-crm, POST /v1/rpc/external-crm/dimensions). */
export const externalCrm = z
  .object({ system: systemEnum, external_id: z.string() })
  .nullable()
  .meta({ id: 'ExternalCrmReference', description: 'Its id in the active CRM; null when not mapped (or no CRM).' });

/** One grant's state in the connect flow: the organisation's, or a person's own. */
const grantStatus = z.object({
  status: z.enum(['none', 'connecting', 'active', 'invalid']),
  account: externalOption.nullable().describe('Whom or what the credentials reach: the vendor user, or the Xero organisation.'),
  connect_active_step: stepEnum.nullable().describe('The step the connection waits for while connecting.'),
  connect_step_error: z.object({ code: z.string(), message: z.string() }).nullable().describe('Why the last step failed at the vendor.'),
  connect_step_suggestion: z.object({ options: z.array(externalOption) }).nullable().describe('The choices of the tenant or cloud_site step.'),
});

/** api-contract §7.13 / §7.14: the status and flags of the organisation's connection (never a credential). */
const connectionStatus = grantStatus
  .extend({
    system: z.union([systemEnum, z.literal('none')]),
    allowDisconnect: z.boolean(),
    allowManualInternalRelation: z.boolean(),
    supportsContactSelection: z.boolean().describe('The system has clients to map contacts to.'),
    supportsEmptyInitialization: z.boolean(),
    supportsSearch: z.boolean(),
    locked: z.object({ client: z.boolean().describe('The organisation confirmed this system: connecting is a major operation.'), user: z.boolean() }),
    last_synchronized_at: z.iso.datetime().nullable(),
    synchronize_available_at: z.iso.datetime().nullable().describe('When the next synchronization may start; null: now.'),
    user: grantStatus.nullable().describe("The caller's own grant, for systems where each person connects (Jira); null otherwise."),
  })
  .meta({ id: 'ConnectionStatus' });
export type ConnectionStatusResource = z.infer<typeof connectionStatus>;
export const statusAnswer = z.object({ data: connectionStatus });

/** POST /v1/rpc/integration/crm/credentials/meta: how a system connects (a token form, or signing in at the vendor). */
export const credentialsMetaAnswer = z.object({
  system: systemEnum,
  auth: z.enum(['token', 'oauth']),
  fields: z.array(z.object({ name: z.string(), label: z.string(), type: z.enum(['text', 'secret', 'url']), required: z.boolean() })),
  steps: z.array(stepEnum),
  enabled: z.boolean().describe('Whether people can connect it on this server: false for an OAuth system whose app the server has not been given.'),
  settings: z.array(z.string()).describe("The server settings that enable it (an OAuth system's client id and secret), for an administrator; empty for a token system."),
});

/** POST /v1/rpc/integration/crm/settings/meta: a setting of a connection (Teamleader's default work type). */
export const settingField = z.object({
  name: z.string(),
  label: z.string(),
  type: z.enum(['select']),
  required: z.boolean(),
  options: z.array(externalOption).optional().describe("The choices, from the connected system; absent while it is not the organisation's active CRM."),
});

/** POST /v1/rpc/integration/crm/settings */
export const settingsAnswer = z.object({
  system: systemEnum,
  settings: z.record(z.string(), z.string()).describe('The stored settings by name (Teamleader: default_work_type_id).'),
});

/** POST /v1/rpc/crm/external/sync: the system's lists, for mapping. */
export const externalLists = z
  .object({
    clients: z.array(externalOption),
    projects: z.array(externalOption.extend({ client_id: z.string().nullable() }).meta({ id: 'ExternalProject' })),
    tasks: z.array(externalOption.extend({ project_id: z.string().nullable() }).meta({ id: 'ExternalTask' })),
    users: z.array(externalUser),
    synchronized_at: z.iso.datetime(),
  })
  .meta({ id: 'ExternalLists' });
/** POST /v1/rpc/crm/external/lists: what the last synchronization stored. */
export const storedExternalLists = externalLists.extend({ synchronized_at: z.iso.datetime().nullable().describe('null: never synchronized.') }).meta({ id: 'StoredExternalLists' });

const baseUrl = z.url().optional().describe('Only accepted when the portal runs against local contract servers (tests).');
const token = z.string().min(1).max(4000);
const id = z.string().min(1).max(200);

/** Credentials per system for initiate (OAuth systems connect with oauth-init instead, or with a token obtained elsewhere). */
export const initiateInput = z.discriminatedUnion('system', [
  z.strictObject({ system: z.literal('harvest'), level, credentials: z.strictObject({ access_token: token, account_id: id, base_url: baseUrl }) }),
  z.strictObject({ system: z.literal('teamleader'), level, credentials: z.strictObject({ access_token: token, base_url: baseUrl }) }),
  z.strictObject({
    system: z.literal('xero'),
    level,
    credentials: z.strictObject({ access_token: token, tenant_id: id.optional().describe('Without it, the tenant step offers the organisations the token reaches.'), base_url: baseUrl }),
  }),
  z.strictObject({
    system: z.literal('jira'),
    level,
    credentials: z.strictObject({ access_token: token, cloud_id: id.optional().describe('Without it, the cloud_site step offers the sites the token reaches.'), base_url: baseUrl }),
  }),
]);
export type InitiateInput = z.infer<typeof initiateInput>;

export const reconnectInput = z
  .strictObject({
    level,
    credentials: z
      .strictObject({ access_token: token, account_id: id.optional(), tenant_id: id.optional(), cloud_id: id.optional(), base_url: baseUrl })
      .optional()
      .describe('New token credentials; what is left out (account, tenant, site) is kept. Without: the stored ones are checked again.'),
  })
  .nullish()
  .describe('May be left out.');

export const stepInput = z
  .strictObject({
    level,
    code: z.string().min(1).max(4000).optional().describe('oauth: the code from the return route.'),
    state: z.string().min(1).max(200).optional().describe('oauth: the state from the return route.'),
    tenant_id: id.optional().describe('tenant: one of connect_step_suggestion.options.'),
    cloud_id: id.optional().describe('cloud_site: one of connect_step_suggestion.options.'),
  })
  .nullish()
  .describe('May be left out.');

export const levelInput = z.strictObject({ level }).nullish().describe('May be left out.');

/** Initiate's credentials in the clients' own shape; Xero's tenant and Jira's site may come in a later step. */
export function toVendorCredentials(input: InitiateInput): VendorCredentials {
  const { access_token: accessToken, base_url } = input.credentials;
  const base = { accessToken, ...(base_url ? { baseUrl: base_url } : {}) };
  switch (input.system) {
    case 'harvest':
      return { system: 'harvest', credentials: { ...base, accountId: input.credentials.account_id } };
    case 'teamleader':
      return { system: 'teamleader', credentials: base };
    case 'xero':
      return { system: 'xero', credentials: { ...base, tenantId: input.credentials.tenant_id ?? '' } };
    case 'jira':
      return { system: 'jira', credentials: { ...base, cloudId: input.credentials.cloud_id ?? '' } };
  }
}

/** Token credentials in the clients' own shape (integrations/), without what was not given. */
export function camelCredentials(credentials: Record<string, string | undefined>): Record<string, string> {
  const names: Record<string, string> = { access_token: 'accessToken', account_id: 'accountId', tenant_id: 'tenantId', cloud_id: 'cloudId', base_url: 'baseUrl' };
  return Object.fromEntries(Object.entries(credentials).flatMap(([key, value]) => (value === undefined ? [] : [[names[key] ?? key, value]])));
}

/** Where to send a person to sign in at a vendor: a CRM's or ticket system's OAuth app, or a calendar grant. */
export const signInUrl = z
  .object({ data: z.object({ url: z.url().describe('Send the person here; the vendor sends them back to the portal with code and state.') }) })
  .meta({ id: 'SignInUrl' });
