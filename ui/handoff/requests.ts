/**
 * What a hand-off page is asked (its address), checked before anything else happens: a hand-off gives away an API
 * token, so an address that does not say exactly where it goes is refused, signed in or not.
 */

/** The ports the agent listens on for its token: not the privileged ones below 1024. */
const AGENT_PORTS = { min: 1024, max: 65535 };
const DEVICE_NAME_MAX = 100;

/** Why a hand-off address is refused: a key of tally.handoff.problems and its values. */
export interface HandoffProblem {
  key: 'port' | 'redirect_uri';
  values: Record<string, string>;
}

type Checked<T> = { ok: true; request: T } | { ok: false; problem: HandoffProblem };

/** `/?native_login=1&port=N[&device=…]`: whether the address asks for the agent's hand-off at all. */
export const asksNativeLogin = (search: URLSearchParams): boolean => (search.get('native_login') ?? '') !== '';

export interface NativeLoginRequest {
  /** The port of 127.0.0.1 where the agent waits for its token. */
  port: number;
  /** The device the agent names (`device`), if it did. */
  device: string | undefined;
}

export function nativeLoginRequest(search: URLSearchParams): Checked<NativeLoginRequest> {
  const port = search.get('port') ?? '';
  const number = /^\d{1,5}$/.test(port) ? Number(port) : NaN;
  if (!(number >= AGENT_PORTS.min && number <= AGENT_PORTS.max)) return { ok: false, problem: { key: 'port', values: { port } } };
  return { ok: true, request: { port: number, device: deviceName(search.get('device')) } };
}

export interface ExtensionRequest {
  /** The extension's address the token goes to, in its fragment (no hash of its own). */
  redirectUri: string;
  /** What the extension shows of itself: the address's host (an extension id), for the person to recognise. */
  target: string;
  device: string | undefined;
}

/**
 * Where a browser extension may have its token delivered: one of its own pages (chrome-extension://<id>/…,
 * moz-extension://<uuid>/…), or the address its browser's identity API watches for (chrome.identity and
 * browser.identity's getRedirectURL(), https://<id>.chromiumapp.org/ and https://<hash>.extensions.allizom.org/),
 * which never reaches a server: the browser hands it to the extension.
 */
const EXTENSION_ADDRESSES: ReadonlyArray<{ protocol: string; host: RegExp }> = [
  { protocol: 'chrome-extension:', host: /^[a-p]{32}$/ },
  { protocol: 'moz-extension:', host: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/ },
  { protocol: 'https:', host: /^[a-p]{32}\.chromiumapp\.org$/ },
  { protocol: 'https:', host: /^[0-9a-f]{40}\.extensions\.allizom\.org$/ },
];

/** `/auth/extension?redirect_uri=…[&device=…]` */
export function extensionRequest(search: URLSearchParams): Checked<ExtensionRequest> {
  const uri = search.get('redirect_uri') ?? '';
  const refused = { ok: false as const, problem: { key: 'redirect_uri' as const, values: { uri } } };
  let address: URL;
  try {
    address = new URL(uri);
  } catch {
    return refused;
  }
  const known = EXTENSION_ADDRESSES.some(({ protocol, host }) => address.protocol === protocol && host.test(address.hostname));
  if (!known || address.username || address.password || address.port || address.hash) return refused;
  return { ok: true, request: { redirectUri: address.href, target: address.host, device: deviceName(search.get('device')) } };
}

/** A device's name as a detector gives it: trimmed, without control characters, at most 100 characters; none if empty. */
function deviceName(value: string | null): string | undefined {
  const name = [...(value ?? '')]
    .filter((character) => !/\p{Cc}/u.test(character))
    .join('')
    .trim();
  return name ? [...name].slice(0, DEVICE_NAME_MAX).join('') : undefined;
}
