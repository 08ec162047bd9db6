import type { FastifyInstance } from 'fastify';

export type Call = <T = { data: unknown }>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => Promise<T>;

/** A caller through the portal's own routes (app.inject) with the headers `headersNow` gives each request. */
function caller(app: FastifyInstance, headersNow: () => Record<string, string>, onAnswer: (cookies: Array<{ name: string; value: string }>) => void = () => undefined): Call {
  return async (method, url, body) => {
    const response = await app.inject({ method, url, headers: headersNow(), ...(body === undefined ? {} : { payload: body as object }) });
    onAnswer(response.cookies);
    if (response.statusCode >= 400) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
    return (response.body ? response.json() : undefined) as never;
  };
}

/**
 * Signs in through the portal's own API, as a browser would (CSRF cookie, login, session cookie), and
 * answers a caller for further requests. The demo is made through the same calls people make.
 */
export async function signedIn(app: FastifyInstance, email: string, password: string): Promise<Call> {
  const cookies = new Map<string, string>();
  const call = caller(
    app,
    () => {
      const headers: Record<string, string> = { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
      const csrf = cookies.get('XSRF-TOKEN');
      if (csrf) headers['x-xsrf-token'] = csrf;
      return headers;
    },
    (answered) => answered.forEach((cookie) => cookies.set(cookie.name, cookie.value)),
  );
  await call('GET', '/csrf-cookie');
  await call('POST', '/auth/login', { email, password });
  return call;
}

/** A detector's caller: its API token alone, as a watcher or the agent sends (no cookie, no CSRF header). */
export function withToken(app: FastifyInstance, token: string): Call {
  return caller(app, () => ({ authorization: `Bearer ${token}` }));
}
