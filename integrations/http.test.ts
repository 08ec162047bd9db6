import { describe, expect, it } from 'vitest';
import { retryAfter } from './http.js';
import { createVendorClient } from './index.js';
import { VendorError, unexpectedResultMessage } from './vendor.js';

const now = Date.parse('2024-03-04T10:00:00Z');
const headers = (values: Record<string, string>) => new Headers(values);

describe('how long a vendor asked us to wait', () => {
  it('reads Retry-After in seconds', () => {
    expect(retryAfter(headers({ 'Retry-After': '15' }), now)).toBe(15_000);
    expect(retryAfter(headers({ 'Retry-After': '0.5' }), now)).toBe(500);
  });

  it('reads Retry-After as an HTTP date', () => {
    expect(retryAfter(headers({ 'Retry-After': 'Mon, 04 Mar 2024 10:00:30 GMT' }), now)).toBe(30_000);
    expect(retryAfter(headers({ 'Retry-After': 'Mon, 04 Mar 2024 09:00:00 GMT' }), now)).toBe(0);
  });

  it('falls back to X-RateLimit-Reset as epoch seconds, a delay, or an ISO date', () => {
    expect(retryAfter(headers({ 'X-RateLimit-Reset': String(now / 1000 + 20) }), now)).toBe(20_000);
    expect(retryAfter(headers({ 'X-RateLimit-Reset': '45' }), now)).toBe(45_000);
    expect(retryAfter(headers({ 'X-RateLimit-Reset': '2024-03-04T10:01:00Z' }), now)).toBe(60_000);
  });

  it('prefers Retry-After, and is undefined when nothing was said', () => {
    expect(retryAfter(headers({ 'Retry-After': '5', 'X-RateLimit-Reset': '45' }), now)).toBe(5000);
    expect(retryAfter(headers({}), now)).toBeUndefined();
    expect(retryAfter(headers({ 'Retry-After': 'soon' }), now)).toBeUndefined();
  });
});

describe('VendorError', () => {
  it.each([
    ['rate_limited', 'external_api_rate_limited', true],
    ['invalid_credentials', 'invalid_credentials', false],
    ['invalid_request', 'invalid_request', false],
    ['unexpected', 'unexpected_result', true],
    ['unavailable', 'unexpected_result', true],
  ] as const)('%s has the catalogue code %s (retryable: %s)', (kind, code, retryable) => {
    const error = new VendorError('xero', kind, 'what Xero said');
    expect(error).toMatchObject({ code, retryable, kind, system: 'xero' });
  });

  it("says what the vendor said for request and credential errors, the catalogue's sentence otherwise", () => {
    expect(new VendorError('harvest', 'invalid_request', 'Task is not assigned').message).toBe('Harvest: Task is not assigned');
    expect(new VendorError('teamleader', 'unavailable', 'HTTP 502').message).toBe('We received an unexpected result from Teamleader, try again later');
    expect(unexpectedResultMessage('jira')).toBe('We received an unexpected result from Jira, try again later');
  });

  it('serialises what a sync error shows, and nothing of the request', () => {
    const error = new VendorError('jira', 'rate_limited', 'Rate limit exceeded.', { status: 429, retryAfterMs: 3000, cause: new Error('x') });
    expect(JSON.parse(JSON.stringify(error))).toEqual({
      system: 'jira',
      kind: 'rate_limited',
      code: 'external_api_rate_limited',
      message: 'Jira: Rate limit exceeded.',
      vendorMessage: 'Rate limit exceeded.',
      status: 429,
      retryAfterMs: 3000,
    });
  });
});

describe('createVendorClient', () => {
  it('gives the client of the connection’s system', () => {
    const clients = [
      createVendorClient({ system: 'harvest', credentials: { accessToken: 't', accountId: '1' } }),
      createVendorClient({ system: 'teamleader', credentials: { accessToken: 't' } }),
      createVendorClient({ system: 'xero', credentials: { accessToken: 't', tenantId: 'x' } }),
      createVendorClient({ system: 'jira', credentials: { accessToken: 't', cloudId: 'c' } }),
    ];
    expect(clients.map((c) => [c.system, c.capabilities.idempotency])).toEqual([
      ['harvest', 'external_reference'],
      ['teamleader', 'check_then_create'],
      ['xero', 'idempotency_key'],
      ['jira', 'check_then_create'],
    ]);
  });
});
