import { VENDOR_SYSTEMS } from '../../domain/push/systems.js';
import type { SyncErrorCode, SyncErrorQuery } from '../providers/domain.js';

export const PAGE_SIZE = 25;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One entry per code a sync error carries: the type checker refuses a missing or an unknown one. */
const CODES: Record<SyncErrorCode, null> = {
  invalid_credentials: null,
  invalid_request: null,
  provide_user: null,
  internal_contact_required: null,
  external_api_rate_limited: null,
  unexpected_result: null,
};
export const SYNC_ERROR_CODES = Object.keys(CODES) as SyncErrorCode[];

/** The filters the list offers (what POST /v1/rpc/activities/external-crm/errors can filter on). */
export type SyncErrorFilter = Pick<SyncErrorQuery, 'system' | 'date_start' | 'date_end' | 'error_code' | 'user_id'>;

/** Address parameter → the call's field. */
const PARAMS = { system: 'system', start: 'date_start', end: 'date_end', code: 'error_code', user: 'user_id' } as const satisfies Record<string, keyof SyncErrorFilter>;
const VALID: Record<keyof SyncErrorFilter, (value: string) => boolean> = {
  system: (value) => VENDOR_SYSTEMS.some((system) => system === value),
  date_start: (value) => ISO_DATE.test(value),
  date_end: (value) => ISO_DATE.test(value),
  error_code: (value) => Object.hasOwn(CODES, value),
  user_id: (value) => UUID.test(value),
};

/** /activities-errors?system=harvest&start=2026-11-01&end=2026-11-30&code=…&user=…&page=2 → the call's body; nonsense is dropped. */
export function queryFromParams(params: URLSearchParams): SyncErrorQuery {
  const page = Number(params.get('page'));
  const filter: Record<string, string> = {};
  for (const [param, field] of Object.entries(PARAMS)) {
    const value = params.get(param);
    if (value && VALID[field](value)) filter[field] = value;
  }
  return { page: Number.isInteger(page) && page > 1 ? page : 1, limit: PAGE_SIZE, ...(filter as SyncErrorFilter) };
}

/** The address for other filters: back to the first page. */
export function paramsForFilter(filter: SyncErrorFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const [param, field] of Object.entries(PARAMS)) if (filter[field]) params.set(param, filter[field]);
  return params;
}

export function paramsForPage(query: SyncErrorQuery, page: number): URLSearchParams {
  const params = paramsForFilter(query);
  if (page > 1) params.set('page', String(page));
  return params;
}

export const isFiltered = (query: SyncErrorQuery) => Object.values(PARAMS).some((field) => Boolean(query[field]));
