import type { FastifyInstance } from 'fastify';

export type Call = <T = { data: unknown }>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => Promise<T>;

/**
 * Signs in through the portal's own API, as a browser would (CSRF cookie, login, session cookie), and
 * answers a caller for further requests. The demo is made through the same calls people make.
 */
export async function signedIn(app: FastifyInstance, email: string, password: string): Promise<Call> {
  const cookies = new Map<string, string>();
  const call: Call = async (method, url, body) => {
    const headers: Record<string, string> = { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
    const csrf = cookies.get('XSRF-TOKEN');
    if (csrf) headers['x-xsrf-token'] = csrf;
    const response = await app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
    for (const cookie of response.cookies) cookies.set(cookie.name, cookie.value);
    if (response.statusCode >= 400) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
    return (response.body ? response.json() : undefined) as never;
  };
  await call('GET', '/csrf-cookie');
  await call('POST', '/auth/login', { email, password });
  return call;
}
