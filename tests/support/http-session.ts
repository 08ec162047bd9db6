/** An answer over HTTP, shaped as the tests read inject's. */
export interface HttpAnswer {
  statusCode: number;
  body: string;
  headers: Headers;
  /** Which of the processes answered. */
  via: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as inject's json(): a test reads what it expects
  json(): any;
}

/**
 * A browser-like caller over real HTTP to several portal processes behind one name, as a load balancer without
 * sticky sessions spreads them: keeps the cookies (one site's), sends the CSRF header, and sends each request to the
 * next process in turn unless told which. `processes` answers the processes' base URLs now (a restarted one moves).
 */
export class HttpSession {
  private readonly cookies = new Map<string, string>();
  private turn = 0;

  /** `cookies`: a Cookie header to start from, as a browser that copied another's cookies sends it. */
  constructor(
    private readonly processes: () => readonly string[],
    cookies = '',
  ) {
    for (const pair of cookies.split('; ').filter(Boolean)) this.keep(pair);
  }

  /** The Cookie header this browser sends now. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(method: string, path: string, body?: unknown, via?: number): Promise<HttpAnswer> {
    const bases = this.processes();
    const index = via ?? this.turn++ % bases.length;
    const headers: Record<string, string> = { 'accept-language': 'en' };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    const csrf = this.cookies.get('XSRF-TOKEN');
    if (csrf) headers['x-xsrf-token'] = decodeURIComponent(csrf);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${bases[index]}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    for (const cookie of response.headers.getSetCookie()) this.keep(cookie);
    const text = await response.text();
    return { statusCode: response.status, body: text, headers: response.headers, via: index, json: () => JSON.parse(text) };
  }

  get(path: string, via?: number) {
    return this.request('GET', path, undefined, via);
  }
  post(path: string, body?: unknown, via?: number) {
    return this.request('POST', path, body, via);
  }
  put(path: string, body?: unknown, via?: number) {
    return this.request('PUT', path, body, via);
  }

  /** Keeps or drops a cookie as a browser does with a Set-Cookie header (attributes other than expiry ignored). */
  private keep(setCookie: string): void {
    const [pair = '', ...attributes] = setCookie.split(';').map((part) => part.trim());
    const split = pair.indexOf('=');
    const name = pair.slice(0, split);
    const value = pair.slice(split + 1);
    const expired = attributes.some((attribute) => /^max-age=0$/i.test(attribute) || (/^expires=/i.test(attribute) && Date.parse(attribute.slice(8)) < Date.now()));
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

/** A session signed in over HTTP (through the first process): the CSRF cookie first, then the login. */
export async function signInOverHttp(processes: () => readonly string[], email: string, password: string): Promise<HttpSession> {
  const session = new HttpSession(processes);
  await session.get('/csrf-cookie', 0);
  const answer = await session.post('/auth/login', { email, password }, 0);
  if (answer.statusCode !== 200) throw new Error(`Sign-in failed: ${answer.statusCode} ${answer.body}`);
  return session;
}
