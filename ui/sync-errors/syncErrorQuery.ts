import { SYNC_SYSTEMS, type SyncErrorQuery, type SyncSystem } from '../providers/domain.js';

export const PAGE_SIZE = 25;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filters the list offers (what POST /v1/rpc/activities/external-crm/errors can filter on). */
export type SyncErrorFilter = Pick<SyncErrorQuery, 'system' | 'date_start' | 'date_end'>;

const isSystem = (value: string | null): value is SyncSystem => SYNC_SYSTEMS.includes(value as SyncSystem);
const dateParam = (value: string | null) => (value && ISO_DATE.test(value) ? value : undefined);

/** /activities-errors?system=harvest&start=2026-11-01&end=2026-11-30&page=2 → the call's body; nonsense is dropped. */
export function queryFromParams(params: URLSearchParams): SyncErrorQuery {
  const page = Number(params.get('page'));
  const system = params.get('system');
  const start = dateParam(params.get('start'));
  const end = dateParam(params.get('end'));
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    limit: PAGE_SIZE,
    ...(isSystem(system) ? { system } : {}),
    ...(start ? { date_start: start } : {}),
    ...(end ? { date_end: end } : {}),
  };
}

/** The address for other filters: back to the first page. */
export function paramsForFilter(filter: SyncErrorFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.system) params.set('system', filter.system);
  if (filter.date_start) params.set('start', filter.date_start);
  if (filter.date_end) params.set('end', filter.date_end);
  return params;
}

export function paramsForPage(query: SyncErrorQuery, page: number): URLSearchParams {
  const params = paramsForFilter(query);
  if (page > 1) params.set('page', String(page));
  return params;
}

export const isFiltered = (query: SyncErrorQuery) => Boolean(query.system || query.date_start || query.date_end);
