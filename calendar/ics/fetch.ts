/** What a URL feed may be: a calendar of five years is a few MB; more is no calendar we read. */
const FEED_LIMITS = { bytes: 10 * 1024 * 1024, timeoutMs: 30_000 };

/** A URL feed that could not be read this time (a status, too large, too slow): the last read's appointments stay. */
export class FeedFetchError extends Error {}

/** Fetches a feed's text within the size and time limits, reading the body no further than the limit. */
export async function fetchFeed(url: string, limits = FEED_LIMITS): Promise<string> {
  let response: Response;
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    response = await fetch(url, { headers: { accept: 'text/calendar, */*;q=0.5' }, redirect: 'follow', signal });
  } catch (error) {
    throw new FeedFetchError(`The feed could not be fetched: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok || !response.body) throw new FeedFetchError(`The feed answered ${response.status}.`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      size += next.value.byteLength;
      if (size > limits.bytes) {
        await reader.cancel();
        throw new FeedFetchError(`The feed is larger than ${limits.bytes / 1024 / 1024} MB.`);
      }
      chunks.push(next.value);
    }
  } catch (error) {
    if (error instanceof FeedFetchError) throw error;
    throw new FeedFetchError(`The feed could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  return Buffer.concat(chunks).toString('utf8');
}
