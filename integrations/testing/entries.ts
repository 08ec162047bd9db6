import { expect } from 'vitest';
import type { VendorErrorKind } from '../../domain/push/index.js';
import { VendorError, type TimeEntryRequest, type VendorLogger } from '../vendor.js';

/** Test helpers shared by the vendor client tests. */

export function sampleEntry(overrides: Partial<TimeEntryRequest> = {}): TimeEntryRequest {
  return {
    reference: '3f1c2a9e-7d41-4f7b-9a55-2b8f0c6d1e01',
    date: '2024-03-04',
    startedAt: '2024-03-04T09:30:00+01:00',
    durationSeconds: 5400,
    description: 'Design review with ABC',
    target: {},
    ...overrides,
  };
}

/** Awaits a call that must fail with a VendorError and returns it for further checks. */
export async function vendorError(call: Promise<unknown>, kind: VendorErrorKind): Promise<VendorError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(VendorError);
  const vendor = error as VendorError;
  expect(vendor.kind, vendor.vendorMessage).toBe(kind);
  return vendor;
}

/** A logger that keeps what it was given, to prove credentials stay out of logs. */
export function captureLogger(): VendorLogger & { lines: string[] } {
  const lines: string[] = [];
  const keep = (fields: Record<string, unknown>, message: string) => void lines.push(`${message} ${JSON.stringify(fields)}`);
  return { lines, debug: keep, warn: keep };
}
