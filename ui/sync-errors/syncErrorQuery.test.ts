import { describe, expect, it } from 'vitest';
import { paramsForFilter, paramsForPage, queryFromParams } from './syncErrorQuery.js';

describe('the sync-error list address', () => {
  it('reads system, date range, error, employee and page, and drops what the API would refuse', () => {
    const user = '00000000-0000-4000-8000-0000000005a0';
    expect(queryFromParams(new URLSearchParams(`system=harvest&start=2026-11-01&end=2026-11-30&code=provide_user&user=${user}&page=3`))).toEqual({
      page: 3,
      limit: 25,
      system: 'harvest',
      date_start: '2026-11-01',
      date_end: '2026-11-30',
      error_code: 'provide_user',
      user_id: user,
    });
    expect(queryFromParams(new URLSearchParams('system=exact&start=1-11-2026&code=oops&user=sanne&page=-2'))).toEqual({ page: 1, limit: 25 });
  });

  it('starts on the first page when a filter changes, and keeps the filters when the page changes', () => {
    expect(paramsForFilter({ system: 'xero', date_start: '2026-11-01', error_code: 'invalid_request' }).toString()).toBe('system=xero&start=2026-11-01&code=invalid_request');
    expect(paramsForPage({ page: 1, limit: 25, system: 'xero' }, 2).toString()).toBe('system=xero&page=2');
    expect(paramsForPage({ page: 2, limit: 25 }, 1).toString()).toBe('');
  });
});
