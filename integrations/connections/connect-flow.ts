import type pg from 'pg';
import { createVendorClient, listJiraSites, listXeroTenants, type VendorCredentials } from '../index.js';
import { consumeState, freshConnection, oauthClient, requestToken, VENDOR_OAUTH_SYSTEMS, type OAuthSettings } from '../oauth/index.js';
import { VendorError } from '../vendor.js';
import { confirmConnection, currentConnection, detachConnection, reactivateConnection, recordStepError, type ConnectionKey } from './connect-store.js';
import type { CredentialsCipher } from './crypto.js';
import { saveConnection, stepError, type ConnectionRecord, type ConnectStep, type ConnectStepSuggestion, type ConnectionSummary } from './store.js';
import { kindOf, type VendorSystem } from '../../domain/push/systems.js';
import type { Translatable } from '../../i18n/message.js';
import { say } from '../../i18n/text.js';

export interface ConnectContext {
  pool: pg.Pool;
  cipher: CredentialsCipher;
  oauth: OAuthSettings;
  /** Per vendor request. */
  timeoutMs: number;
  now: () => Date;
}

/**
 * A connect call that cannot go on as asked; the API answers it with the same code (and field errors), said in the
 * reader's language. The Error's message is its English.
 */
export class ConnectFlowError extends Error {
  override readonly name = 'ConnectFlowError';
  constructor(
    readonly code: 'validation_failed' | 'precondition_failed' | 'model_not_found',
    readonly said: Translatable,
    readonly errors?: Record<string, Translatable[]>,
  ) {
    super(said.in('en'));
  }
}

type Account = { id: string; name: string } | null;
interface Outcome {
  credentials: VendorCredentials;
  step: ConnectStep;
  suggestion: ConnectStepSuggestion | null;
  account: Account;
}

/** Token credentials: checked with the vendor now, stored encrypted, then the next step (tenant, cloud_site or confirm). */
export async function initiate(ctx: ConnectContext, key: ConnectionKey, credentials: VendorCredentials): Promise<ConnectionSummary> {
  const outcome = await atStep(ctx, key, credentials.system, 'credentials', () => nextStep(ctx, credentials));
  return save(ctx, key, outcome);
}

/** The oauth step: the code from the vendor's return, exchanged for tokens with the state oauth-init handed out. */
export async function oauthStep(ctx: ConnectContext, key: ConnectionKey, input: { code: string; state: string }, callerId: string): Promise<ConnectionSummary> {
  const now = ctx.now();
  const started = await consumeState(ctx.pool, input.state, { clientId: key.clientId, userId: callerId, now }, VENDOR_OAUTH_SYSTEMS);
  if (!started || kindOf(started.system) !== key.kind) {
    throw new ConnectFlowError('validation_failed', say('connect_state_expired'), { state: [say('state_unknown')] });
  }
  const grantKey = { ...key, userId: started.connectionUser };
  const client = oauthClient(ctx.oauth, started.system);
  const previous = await currentConnection(ctx.pool, ctx.cipher, grantKey);
  const regrant = previous?.system === started.system && previous.confirmedAt !== null && previous.status !== 'connecting' ? previous : undefined;
  const outcome = await atStep(ctx, grantKey, started.system, 'oauth', async () => {
    const tokens = await requestToken(client, { grant_type: 'authorization_code', code: input.code }, { now, timeoutMs: ctx.timeoutMs });
    const kept = regrant?.credentials?.credentials as { tenantId?: string; cloudId?: string } | undefined;
    const grant = { ...tokens, ...(client.apiBaseUrl ? { baseUrl: client.apiBaseUrl } : {}) };
    return nextStep(ctx, { system: started.system, credentials: grant } as VendorCredentials, { tenantId: kept?.tenantId, cloudId: kept?.cloudId });
  });
  // A new grant for a connection a person already confirmed, to the same tenant or site: it works again at once.
  if (regrant && outcome.step === 'confirm') return save(ctx, grantKey, outcome, 'active');
  return save(ctx, grantKey, outcome);
}

/** The tenant (Xero) or cloud_site (Jira) step: one of the options the previous step offered. */
export async function chooseStep(ctx: ConnectContext, key: ConnectionKey, step: 'tenant' | 'cloud_site', chosen: string): Promise<ConnectionSummary> {
  const connection = await waitingFor(ctx, key, step);
  const field = step === 'tenant' ? 'tenant_id' : 'cloud_id';
  if (!connection.connectStepSuggestion?.options.some((option) => option.id === chosen)) {
    throw new ConnectFlowError('validation_failed', say('connect_choose_offered'), { [field]: [say('connect_not_offered')] });
  }
  const fresh = await freshConnection(ctx, { ...connection, credentials: connection.credentials });
  const credentials = { system: connection.system, credentials: { ...fresh.credentials.credentials, [step === 'tenant' ? 'tenantId' : 'cloudId']: chosen } } as VendorCredentials;
  const outcome = await atStep(ctx, key, connection.system, step, () => nextStep(ctx, credentials));
  return save(ctx, key, outcome);
}

/** The confirm step: connecting is a major operation, so it only takes effect here. */
export async function confirm(ctx: ConnectContext, key: ConnectionKey): Promise<ConnectionRecord> {
  const connection = await waitingFor(ctx, key, 'confirm');
  await confirmConnection(ctx.pool, key, connection, ctx.now());
  return (await currentConnection(ctx.pool, ctx.cipher, key))!;
}

/**
 * Makes an existing connection active again: with new token credentials (checked first; what is not given, such
 * as the tenant, is kept), or with the stored ones (refreshed when they are OAuth tokens that expire).
 */
export async function reconnect(ctx: ConnectContext, key: ConnectionKey, replacement: Record<string, string> | undefined): Promise<ConnectionSummary> {
  const connection = await currentConnection(ctx.pool, ctx.cipher, key);
  if (!connection?.credentials || connection.confirmedAt === null) throw new ConnectFlowError('precondition_failed', say('connect_nothing_to_reconnect'));
  const stored = { ...connection, credentials: connection.credentials };
  // Without new credentials, an OAuth grant proves itself by a refresh (a revoked one is refused).
  const credentials = replacement
    ? ({ system: connection.system, credentials: { ...stored.credentials.credentials, ...replacement } } as VendorCredentials)
    : (await atStep(ctx, key, connection.system, 'credentials', () => freshConnection(ctx, stored, true))).credentials;
  const check = await atStep(ctx, key, connection.system, 'credentials', () => createVendorClient(credentials, { timeoutMs: ctx.timeoutMs }).checkConnection());
  if (!replacement) {
    await reactivateConnection(ctx.pool, connection.id, ctx.now());
    return { ...connection, status: 'active', connectStep: null, connectStepError: null, connectStepSuggestion: null };
  }
  return save(ctx, key, { credentials, step: 'confirm', suggestion: null, account: accountOf(check) ?? connection.account }, 'active');
}

export async function detach(ctx: ConnectContext, key: ConnectionKey): Promise<void> {
  const connection = await currentConnection(ctx.pool, ctx.cipher, key);
  if (!connection) throw new ConnectFlowError('model_not_found', say('connect_nothing_connected'));
  await detachConnection(ctx.pool, connection.id, ctx.now());
}

async function waitingFor(ctx: ConnectContext, key: ConnectionKey, step: ConnectStep): Promise<ConnectionRecord & { credentials: VendorCredentials }> {
  const connection = await currentConnection(ctx.pool, ctx.cipher, key);
  if (connection?.status !== 'connecting' || connection.connectStep !== step || !connection.credentials) {
    throw new ConnectFlowError('validation_failed', say('connect_not_waiting', { step }), { step: [say('connect_expected_step', { step: connection?.connectStep ?? 'initiate' })] });
  }
  return { ...connection, credentials: connection.credentials };
}

/** Runs a step's vendor calls; a vendor's refusal is kept on the connection as the step's error, then rethrown. */
async function atStep<T>(ctx: ConnectContext, key: ConnectionKey, system: VendorSystem, step: ConnectStep, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof VendorError) await recordStepError(ctx.pool, key, system, step, stepError(error.code, error.said), ctx.now());
    throw error;
  }
}

/**
 * What follows credentials: Xero without a tenant and Jira without a site offer the choices the token reaches
 * (a kept tenant or site is used when the token still reaches it); otherwise the credentials are checked and
 * the connection waits for confirmation.
 */
async function nextStep(ctx: ConnectContext, credentials: VendorCredentials, kept: { tenantId?: string | undefined; cloudId?: string | undefined } = {}): Promise<Outcome> {
  const grant = credentials.credentials;
  const options = { timeoutMs: ctx.timeoutMs, ...(grant.baseUrl ? { baseUrl: grant.baseUrl } : {}) };
  if (credentials.system === 'xero' && !credentials.credentials.tenantId) {
    const tenants = (await listXeroTenants(grant.accessToken, options)).map((t) => ({ id: t.tenantId, name: t.tenantName }));
    if (!tenants.some((t) => t.id === kept.tenantId)) return { credentials, step: 'tenant', suggestion: { options: tenants }, account: null };
    credentials = { system: 'xero', credentials: { ...credentials.credentials, tenantId: kept.tenantId! } };
  }
  if (credentials.system === 'jira' && !credentials.credentials.cloudId) {
    const sites = (await listJiraSites(grant.accessToken, options)).map((s) => ({ id: s.cloudId, name: s.name }));
    if (!sites.some((s) => s.id === kept.cloudId)) return { credentials, step: 'cloud_site', suggestion: { options: sites }, account: null };
    credentials = { system: 'jira', credentials: { ...credentials.credentials, cloudId: kept.cloudId! } };
  }
  const check = await createVendorClient(credentials, { timeoutMs: ctx.timeoutMs }).checkConnection();
  return { credentials, step: 'confirm', suggestion: null, account: accountOf(check) };
}

function accountOf(check: Awaited<ReturnType<ReturnType<typeof createVendorClient>['checkConnection']>>): Account {
  return check.account ?? (check.user ? { id: check.user.id, name: check.user.name } : null);
}

async function save(ctx: ConnectContext, key: ConnectionKey, outcome: Outcome, status: 'connecting' | 'active' = 'connecting'): Promise<ConnectionSummary> {
  const active = status === 'active';
  return saveConnection(ctx.pool, ctx.cipher, {
    clientId: key.clientId,
    userId: key.userId,
    credentials: outcome.credentials,
    status,
    account: outcome.account,
    connectStep: active ? null : outcome.step,
    connectStepSuggestion: active ? null : outcome.suggestion,
    confirmedAt: null,
    at: ctx.now(),
  });
}

