import { ConnectFlowError, SyncCooldownError } from '../../../integrations/connections/index.js';
import { OAuthNotConfiguredError } from '../../../integrations/oauth/index.js';
import { VendorError } from '../../../integrations/vendor.js';
import { ApiError, type ErrorCode } from '../../errors/catalogue.js';
import { vendorNames } from '../../../domain/push/systems.js';
import { say } from '../../../i18n/text.js';

/** What a call to a vendor can be refused with: no OAuth app here, credentials or a request it refused, its rate limit, an answer we cannot read. */
export const VENDOR_REFUSALS = ['precondition_failed', 'invalid_credentials', 'invalid_request', 'external_api_rate_limited', 'unexpected_result'] as const satisfies readonly ErrorCode[];

/** What a step of the connect flow can be refused with (ConnectFlowError), besides the vendor's refusals. */
export const CONNECT_FLOW_REFUSALS = ['validation_failed', 'precondition_failed', 'model_not_found'] as const satisfies readonly ErrorCode[];

/** The one place a connect-flow, OAuth, synchronization or vendor error becomes an answer of the catalogue. */
function toApiError(error: unknown): unknown {
  if (error instanceof ConnectFlowError) return new ApiError(error.code, error.said, error.errors);
  if (error instanceof OAuthNotConfiguredError) return new ApiError('precondition_failed', error.said);
  if (error instanceof SyncCooldownError) {
    const seconds = Math.max(1, Math.ceil((error.availableAt.getTime() - Date.now()) / 1000));
    return new ApiError('cooldown_or_crm_sync_already', say('sync_once_per_hour', { at: error.availableAt.toISOString() }), undefined, { 'Retry-After': String(seconds) });
  }
  if (!(error instanceof VendorError)) return error;
  switch (error.kind) {
    case 'invalid_credentials':
      return new ApiError('invalid_credentials', say('credentials_refused', { system: vendorNames[error.system], reason: error.vendorMessage }));
    case 'invalid_request':
      return new ApiError('invalid_request', error.said);
    case 'rate_limited':
      return new ApiError('external_api_rate_limited', undefined, undefined, error.retryAfterMs ? { 'Retry-After': String(Math.ceil(error.retryAfterMs / 1000)) } : {});
    case 'unavailable':
    case 'unexpected':
      return new ApiError('unexpected_result', error.said);
  }
}

/** Runs a handler's work and answers its errors in the catalogue's shape. */
export async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toApiError(error);
  }
}
