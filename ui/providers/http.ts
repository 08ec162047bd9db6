import type { fetchUtils } from 'react-admin';
import { ApiError, type ApiErrorBody } from '../errors/api-error.js';
import { enterMaintenance } from '../errors/maintenance.js';
import { requireTwoFactorSetup } from '../errors/two-factor-setup.js';

const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface HttpResponse {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

export type HttpClient = (url: string, options?: fetchUtils.Options) => Promise<HttpResponse>;

export interface HttpClientDependencies {
  fetch?: typeof fetch;
  /** Where cookies are read from (document in the browser). */
  cookies?: { get(): string; set(value: string): void };
  /** Called on a 503: the portal goes to the maintenance screen. */
  onMaintenance?: () => void;
  /** Called on a 403 twofactor_setup_required: the portal goes to setting two-factor sign-in up. */
  onTwoFactorSetupRequired?: () => void;
}

const documentCookies = {
  get: () => (typeof document === 'undefined' ? '' : document.cookie),
  set: (value: string) => {
    if (typeof document !== 'undefined') document.cookie = value;
  },
};

function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * The one way the portal talks to its API: same-origin cookies (the httpOnly session), the CSRF header on
 * state-changing calls (fetching GET /csrf-cookie first when the cookie is missing), JSON in and out, and
 * failures as ApiError. A 503 enters maintenance and never settles, so that no screen shows an error for it.
 * A 419 forgets the CSRF cookie, so that the reload that follows (authProvider.checkError) starts afresh. A 403
 * twofactor_setup_required sends the person to setting two-factor sign-in up, and rejects.
 */
export function createHttpClient(deps: HttpClientDependencies = {}): HttpClient {
  const fetchImpl = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const cookies = deps.cookies ?? documentCookies;
  const onMaintenance = deps.onMaintenance ?? enterMaintenance;
  const onTwoFactorSetupRequired = deps.onTwoFactorSetupRequired ?? requireTwoFactorSetup;
  let csrfRequest: Promise<void> | null = null;

  const never = new Promise<never>(() => {});

  async function ensureCsrfToken(): Promise<string | undefined> {
    const existing = readCookie(cookies.get(), CSRF_COOKIE);
    if (existing) return existing;
    csrfRequest ??= fetchImpl('/csrf-cookie', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (response.status === 503) {
          onMaintenance();
          await never;
        }
      })
      .finally(() => {
        csrfRequest = null;
      });
    await csrfRequest;
    return readCookie(cookies.get(), CSRF_COOKIE);
  }

  return async function httpClient(url, options = {}) {
    const method = (options.method ?? 'GET').toUpperCase();
    const headers = new Headers(options.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    if (typeof options.body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    if (STATE_CHANGING.has(method)) {
      const token = await ensureCsrfToken();
      if (token) headers.set(CSRF_HEADER, token);
    }
    const { user: _user, ...init } = options;
    const response = await fetchImpl(url, { ...init, method, headers, credentials: 'same-origin' });
    const body = await response.text();
    const json = parseJson(body, response.headers);
    if (response.ok) return { status: response.status, headers: response.headers, body, json };

    if (response.status === 503) {
      onMaintenance();
      return never;
    }
    if (response.status === 419) cookies.set(`${CSRF_COOKIE}=; Max-Age=0; path=/`);
    const error = new ApiError(response.status, isErrorBody(json) ? json : null, response.statusText);
    if (error.code === 'twofactor_setup_required') onTwoFactorSetupRequired();
    throw error;
  };
}

function parseJson(body: string, headers: Headers): unknown {
  if (!body || !(headers.get('Content-Type') ?? '').includes('json')) return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

function isErrorBody(json: unknown): json is Partial<ApiErrorBody> {
  return typeof json === 'object' && json !== null && !Array.isArray(json);
}
