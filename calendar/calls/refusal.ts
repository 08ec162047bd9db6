import type { KeptText } from '../../i18n/text.js';
import { VendorError } from '../../integrations/vendor.js';

/**
 * The identity platform's AADSTS codes (learn.microsoft.com/entra/identity-platform/reference-error-codes) at the
 * tenant's token endpoint that mean the tenant has not consented to the app, or no longer: 65001 consent not given,
 * 650052 and 650056 no consent to (or no service principal for) what the app asks, 700016 the app is not in the
 * tenant's directory (never consented, or its enterprise app was deleted), 7000112 the app is disabled in the tenant.
 */
const consentCodes = new Set(['65001', '650052', '650056', '700016', '7000112']);

/** Where Microsoft refused: the tenant's token endpoint (the app's token) or Graph (the call records themselves). */
export type RefusedBy = 'token endpoint' | 'graph';

/**
 * What the firm's admins are told when Microsoft refuses the tenant's call records (the read gave up on an
 * invalid_credentials: a 401 or 403 from Graph, a refusal at the token endpoint): lack of consent, or, for any other
 * token refusal (the firm's own app secret refused, say), the app registration. Undefined for any other failure.
 */
export function callRecordsRefusal(error: unknown, by: RefusedBy): KeptText | undefined {
  if (!(error instanceof VendorError) || error.kind !== 'invalid_credentials') return undefined;
  // Microsoft's descriptions go on with lines of trace and correlation ids: the admin reads the first.
  const reason = error.vendorMessage.split(/\r?\n/)[0] ?? error.vendorMessage;
  const code = /AADSTS(\d+)/.exec(reason)?.[1];
  const consent = by === 'graph' || (code !== undefined && consentCodes.has(code));
  return { key: consent ? 'call_records_consent_refused' : 'call_records_app_refused', values: { reason } };
}
