import { z } from 'zod';
import { errorText, optional, readAnswer } from '../answers.js';
import { retryAfter } from '../http.js';
import { VendorError } from '../vendor.js';
import type { OAuthClient } from './vendors.js';

/** What a token endpoint grants: stored (encrypted) with the connection's credentials. */
export interface TokenSet {
  accessToken: string;
  /** Absent when the vendor keeps the previous one (rotating vendors always send a new one). */
  refreshToken?: string;
  /** ISO date-time; absent when the vendor does not say. */
  expiresAt?: string;
}

export type Grant =
  | { grant_type: 'authorization_code'; code: string }
  | { grant_type: 'refresh_token'; refresh_token: string }
  /** The app's own token (RFC 6749 §4.4), for what an organisation consented to for everyone (Teams call records). */
  | { grant_type: 'client_credentials'; scope: string };

/**
 * A token answer (RFC 6749 §5.1). A refresh token is spent once the vendor answered, so what we can do without does
 * not fail the answer: an `expires_in` of another type is passed over (the token is then refreshed after a 401).
 */
const tokenAnswer = z.object({
  access_token: z.string().min(1),
  refresh_token: optional(z.string()),
  expires_in: z.number().optional().catch(undefined),
});

/** A refusal (RFC 6749 §5.2), read for its message only. */
const refusalAnswer = z.object({ error: errorText, error_description: errorText });

/**
 * One request to the vendor's token endpoint (RFC 6749 §4.1.3 and §6). A refusal (400 `invalid_grant`, 401
 * `invalid_client`) is `invalid_credentials`: the grant cannot be used again and a person must connect anew.
 */
export async function requestToken(client: OAuthClient, grant: Grant, options: { now: Date; timeoutMs: number }): Promise<TokenSet> {
  const fields: Record<string, string> = { ...grant, ...(grant.grant_type === 'authorization_code' ? { redirect_uri: client.redirectUri } : {}) };
  const credentials = { client_id: client.clientId, client_secret: client.clientSecret };
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: string;
  if (client.tokenRequest === 'json') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify({ ...fields, ...credentials });
  } else {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    if (client.tokenRequest === 'form_basic') headers.Authorization = `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`;
    body = new URLSearchParams(client.tokenRequest === 'form' ? { ...fields, ...credentials } : fields).toString();
  }
  let response: Response;
  let answer: unknown;
  try {
    response = await fetch(client.tokenUrl, { method: 'POST', headers, body, signal: AbortSignal.timeout(options.timeoutMs) });
    const text = await response.text();
    answer = text === '' ? undefined : JSON.parse(text);
  } catch (error) {
    throw new VendorError(client.system, 'unavailable', `the token endpoint did not answer: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  if (!response.ok) throw refusal(client, response, answer);
  const operation = { authorization_code: 'token exchange', refresh_token: 'token refresh', client_credentials: 'app token' }[grant.grant_type];
  const tokens = readAnswer(client.system, operation, tokenAnswer, { status: response.status, body: answer });
  return {
    accessToken: tokens.access_token,
    ...(tokens.refresh_token ? { refreshToken: tokens.refresh_token } : {}),
    ...(tokens.expires_in === undefined ? {} : { expiresAt: new Date(options.now.getTime() + tokens.expires_in * 1000).toISOString() }),
  };
}

function refusal(client: OAuthClient, response: Response, answer: unknown): VendorError {
  const said = refusalAnswer.safeParse(answer).data;
  const message = [said?.error, said?.error_description].filter((part) => part !== undefined).join(': ') || `HTTP ${response.status}`;
  const details = { status: response.status, ...(response.status === 429 ? { retryAfterMs: retryAfter(response.headers, Date.now()) ?? 1000 } : {}) };
  if (response.status === 429) return new VendorError(client.system, 'rate_limited', message, details);
  if (response.status === 400 || response.status === 401 || response.status === 403) return new VendorError(client.system, 'invalid_credentials', message, details);
  return new VendorError(client.system, response.status >= 500 ? 'unavailable' : 'unexpected', message, details);
}
