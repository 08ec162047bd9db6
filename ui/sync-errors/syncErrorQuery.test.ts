import { describe, expect, it } from 'vitest';
import { paramsForFilter, paramsForPage, queryFromParams } from './syncErrorQuery.js';

describe('the sync-error list address', () => {
  it('reads system, date range and page, and drops what the API would refuse', () => {
    expect(queryFromParams(new URLSearchParams('system=harvest&start=2026-11-01&end=2026-11-30&page=3'))).toEqual({
      page: 3,
      limit: 25,
      system: 'harvest',
      date_start: '2026-11-01',
      date_end: '2026-11-30',
    });
    expect(queryFromParams(new URLSearchParams('system=exact&start=1-11-2026&page=-2'))).toEqual({ page: 1, limit: 25 });
  });

  it('starts on the first page when a filter changes, and keeps the filters when the page changes', () => {
    expect(paramsForFilter({ system: 'xero', date_start: '2026-11-01' }).toString()).toBe('system=xero&start=2026-11-01');
    expect(paramsForPage({ page: 1, limit: 25, system: 'xero' }, 2).toString()).toBe('system=xero&page=2');
    expect(paramsForPage({ page: 2, limit: 25 }, 1).toString()).toBe('');
  });
});
