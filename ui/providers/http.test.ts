import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors/api-error.js';
import { createHttpClient, CSRF_HEADER } from './http.js';

interface Call {
  url: string;
  init: RequestInit;
}

/** A fake API: answers by path, records every call, and keeps a cookie jar like a browser's document.cookie. */
function fakeApi(answers: Record<string, () => Response>, cookie = '') {
  const calls: Call[] = [];
  const jar = { value: cookie };
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    if (url === '/csrf-cookie') {
      jar.value = 'XSRF-TOKEN=fresh%2Btoken';
      return new Response(null, { status: 204 });
    }
    const answer = answers[url.split('?')[0]!];
    return answer ? answer() : json(404, { status: 404, code: 'model_not_found', title: 'Not found', message: 'Not found', reference: 'req_1' });
  });
  const cookies = { get: () => jar.value, set: (value: string) => void (jar.value = value.startsWith('XSRF-TOKEN=;') ? '' : value) };
  return { calls, jar, fetch: fetch as unknown as typeof globalThis.fetch, cookies };
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

const header = (call: Call, name: string) => new Headers(call.init.headers).get(name);

describe('the HTTP client', () => {
  it('sends the CSRF cookie back as the X-XSRF-TOKEN header on state-changing calls, with the session cookie', async () => {
    const api = fakeApi({ '/v1/contacts': () => json(201, { data: { id: 'c1' } }) }, 'other=1; XSRF-TOKEN=abc%3D');
    const http = createHttpClient(api);

    await http('/v1/contacts', { method: 'POST', body: JSON.stringify({ name: 'Acme' }) });

    expect(api.calls).toHaveLength(1);
    expect(header(api.calls[0]!, CSRF_HEADER)).toBe('abc=');
    expect(header(api.calls[0]!, 'Content-Type')).toBe('application/json');
    expect(api.calls[0]!.init.credentials).toBe('same-origin');
  });

  it('fetches /csrf-cookie first when the cookie is missing, once for calls made together', async () => {
    const api = fakeApi({ '/v1/days/d1': () => new Response(null, { status: 204 }) });
    const http = createHttpClient(api);

    await Promise.all([http('/v1/days/d1', { method: 'DELETE' }), http('/v1/days/d1', { method: 'DELETE' })]);

    expect(api.calls.map((call) => call.url)).toEqual(['/csrf-cookie', '/v1/days/d1', '/v1/days/d1']);
    expect(header(api.calls[1]!, CSRF_HEADER)).toBe('fresh+token');
  });

  it('sends no CSRF header on reads', async () => {
    const api = fakeApi({ '/v1/contacts': () => json(200, []) });
    await createHttpClient(api)('/v1/contacts');
    expect(api.calls.map((call) => call.url)).toEqual(['/v1/contacts']);
    expect(header(api.calls[0]!, CSRF_HEADER)).toBeNull();
  });

  it('answers status, headers and the parsed body', async () => {
    const api = fakeApi({ '/v1/contacts': () => json(200, [{ id: 'c1' }], { 'Content-Range': 'contacts 0-0/7' }) });
    const response = await createHttpClient(api)('/v1/contacts');
    expect(response.status).toBe(200);
    expect(response.json).toEqual([{ id: 'c1' }]);
    expect(response.headers.get('Content-Range')).toBe('contacts 0-0/7');
  });

  it('turns an error answer into an ApiError with code, title, message, reference and the field errors react-admin sets on inputs', async () => {
    const body = {
      status: 422,
      code: 'validation_failed',
      title: 'Please check all fields and try again',
      message: 'Please check all fields and try again',
      reference: 'req_42',
      errors: { name: ['Required', 'Too short'] },
    };
    const api = fakeApi({ '/v1/contacts': () => json(422, body) }, 'XSRF-TOKEN=t');

    const error = await createHttpClient(api)('/v1/contacts', { method: 'POST', body: '{}' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError).toMatchObject({ status: 422, code: 'validation_failed', reference: 'req_42', message: body.title, detail: null });
    expect(apiError.fieldErrors).toEqual({ name: ['Required', 'Too short'] });
    expect(apiError.body.errors).toEqual({ name: 'Required Too short' });
  });

  it('on 503 enters maintenance and never settles, so no screen shows an error for it', async () => {
    const api = fakeApi({ '/v1/users/self': () => json(503, { status: 503, code: 'maintenance', title: 'Be right back...', message: '', reference: 'r' }) });
    const onMaintenance = vi.fn();
    let settled = false;

    void createHttpClient({ ...api, onMaintenance })('/v1/users/self').finally(() => {
      settled = true;
    });
    await vi.waitFor(() => expect(onMaintenance).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(settled).toBe(false);
  });

  it('on 403 twofactor_setup_required sends the person to the set-up, and rejects', async () => {
    const refused = { status: 403, code: 'twofactor_setup_required', title: 'Turn it on.', message: 'Turn it on.', reference: 'req_2' };
    const api = fakeApi({ '/v1/contacts': () => json(403, refused) });
    const onTwoFactorSetupRequired = vi.fn();
    await expect(createHttpClient({ ...api, onTwoFactorSetupRequired })('/v1/contacts')).rejects.toMatchObject({ status: 403, code: 'twofactor_setup_required' });
    expect(onTwoFactorSetupRequired).toHaveBeenCalledTimes(1);
  });

  it('on 419 rejects and forgets the CSRF cookie, so the reload that follows starts with a fresh one', async () => {
    const api = fakeApi(
      { '/v1/contacts': () => json(419, { status: 419, code: 'csrf_token_mismatch', title: 'Your page has expired', message: '', reference: 'r' }) },
      'XSRF-TOKEN=stale',
    );

    const error = await createHttpClient(api)('/v1/contacts', { method: 'POST', body: '{}' }).catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 419, code: 'csrf_token_mismatch' });
    expect(api.jar.value).toBe('');
  });

  it('rejects a non-JSON failure with its status', async () => {
    const api = fakeApi({ '/v1/contacts': () => new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }) });
    const error = await createHttpClient(api)('/v1/contacts').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: null, message: 'Bad Gateway' });
  });
});
