import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { sayKept, type KeptText, type TextKey, type TextValues } from '../../i18n/text.js';

/** What a URL feed may be: a calendar of five years is a few MB; more is no calendar we read. */
const FEED_LIMITS = { bytes: 10 * 1024 * 1024, timeoutMs: 30_000, redirects: 5 };

/**
 * A URL feed that could not be read this time (a status, too large, too slow): the last read's appointments stay.
 * Why is one of the server's texts, kept with the feed and said in the language of whoever reads it.
 */
export class FeedFetchError extends Error {
  readonly text: KeptText;
  constructor(key: TextKey, values: TextValues = {}) {
    super(sayKept({ key, values }).in('en'));
    this.text = { key, values };
  }
}

/**
 * Addresses a feed may not be read from: a person names the URL and the server reads it every five minutes, so
 * without this any signed-in person could make the portal read its own network (loopback, private, link-local
 * such as a cloud's metadata service, unspecified, multicast).
 */
const INTERNAL = new BlockList();
for (const [network, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16], ['224.0.0.0', 4], ['240.0.0.0', 4]] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['::ffff:0:0', 96]] as const) INTERNAL.addSubnet(network, prefix, 'ipv6');

/** Where a feed may be read from. */
export interface FeedPolicy {
  /** Also http and this machine's and its network's addresses: only for tests, with a feed served locally. */
  internalAddresses: boolean;
}

/** Refuses a URL the policy does not allow: its scheme, or a host that is or resolves to an internal address. */
async function checkAddress(url: URL, policy: FeedPolicy): Promise<void> {
  if (policy.internalAddresses) {
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new FeedFetchError('feed_http_or_https');
    return;
  }
  if (url.protocol !== 'https:') throw new FeedFetchError('feed_https');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true }).catch(() => []);
  if (addresses.length === 0) throw new FeedFetchError('feed_host_unknown', { host });
  if (addresses.some(({ address, family }) => INTERNAL.check(address, family === 6 ? 'ipv6' : 'ipv4'))) {
    throw new FeedFetchError('feed_host_internal', { host });
  }
}

/**
 * Fetches a feed's text within the size and time limits, reading the body no further than the limit. Redirects are
 * followed by hand, each address checked again (a public URL may send the reader on to an internal one).
 */
export async function fetchFeed(address: string, policy: FeedPolicy, limits = FEED_LIMITS): Promise<string> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let url = new URL(address);
  let response: Response;
  for (let hops = 0; ; hops++) {
    await checkAddress(url, policy);
    try {
      response = await fetch(url, { headers: { accept: 'text/calendar, */*;q=0.5' }, redirect: 'manual', signal });
    } catch (error) {
      throw new FeedFetchError('feed_not_fetched', { reason: error instanceof Error ? error.message : String(error) });
    }
    const location = response.status >= 300 && response.status < 400 ? response.headers.get('location') : null;
    if (location === null) break;
    if (hops >= limits.redirects) throw new FeedFetchError('feed_too_many_redirects', { redirects: limits.redirects });
    url = new URL(location, url);
  }
  if (!response.ok || !response.body) throw new FeedFetchError('feed_answered', { status: response.status });
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      size += next.value.byteLength;
      if (size > limits.bytes) {
        await reader.cancel();
        throw new FeedFetchError('feed_too_large', { megabytes: limits.bytes / 1024 / 1024 });
      }
      chunks.push(next.value);
    }
  } catch (error) {
    if (error instanceof FeedFetchError) throw error;
    throw new FeedFetchError('feed_not_read', { reason: error instanceof Error ? error.message : String(error) });
  }
  return Buffer.concat(chunks).toString('utf8');
}
