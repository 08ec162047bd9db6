/**
 * What a vendor call can fail with, as the push records it. `kind` decides what happens next: rate_limited and
 * unavailable are retried, unexpected a few times, the two invalid_* kinds wait for a person.
 */
export type VendorErrorKind = 'rate_limited' | 'invalid_credentials' | 'invalid_request' | 'unexpected' | 'unavailable';

/** Our catalogue's codes for vendor errors (api-contract §8, CRM/ticket connection). */
const vendorErrorCodes = ['external_api_rate_limited', 'invalid_credentials', 'invalid_request', 'unexpected_result'] as const;
export type VendorErrorCode = (typeof vendorErrorCodes)[number];

const missingMappingCodes = ['provide_user', 'internal_contact_required'] as const;
export type MissingMappingCode = (typeof missingMappingCodes)[number];
/** Every code a sync error carries (the sync-error list filters on them). */
export const pushFailureCodes = [...vendorErrorCodes, ...missingMappingCodes] as const;
type PushFailureCode = (typeof pushFailureCodes)[number];

/**
 * Why an attempt failed: the vendor's error, or what a person must map first (`provide_user`: our user has no
 * user in the vendor; `internal_contact_required`: internal time needs a contact for it in the CRM).
 */
export type PushFailure = { kind: VendorErrorKind; code: PushFailureCode; message: string; status: number | null };
