import { VendorError } from '../integrations/vendor.js';

/**
 * One background read of a vendor (calendars, sent mail, call records, documents): a 429 puts the job back, through
 * `again`, at the time the vendor named (a minute when it named none); a refused grant or consent waits for a
 * person, since retrying cannot help (the connection is marked invalid by the read; `refused` may say more); any
 * other failure is graphile-worker's to retry, from the page that failed.
 */
export async function readVendor(clock: () => Date, read: () => Promise<void>, again: (runAt: Date) => Promise<unknown>, refused: () => void = () => undefined): Promise<void> {
  try {
    await read();
  } catch (error) {
    if (!(error instanceof VendorError)) throw error;
    if (error.kind === 'rate_limited') {
      await again(new Date(clock().getTime() + (error.retryAfterMs ?? 60_000)));
      return;
    }
    if (error.kind === 'invalid_credentials') return refused();
    throw error;
  }
}
