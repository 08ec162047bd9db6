import { randomBytes } from 'node:crypto';
import type { ContractCheck, FakeRequest, FakeResponse } from './fake-server.js';

/**
 * A vendor's OAuth 2.0 authorization server, for the contract fakes (RFC 6749 §4.1 and §6, as each vendor documents
 * it): the authorize endpoint approves at once as `approveAs` and redirects to the redirect URI with `code` and
 * `state`; the token endpoint exchanges a code (once, for the same redirect URI) and refresh tokens (once each:
 * every refresh answers a new pair, so a second use of one is `invalid_grant`). Access tokens expire after
 * `expiresIn` seconds.
 */
export interface OAuthAuthorityOptions {
  authorizePath: string;
  tokenPath: string;
  /** How the vendor takes our client's id and secret at the token endpoint. */
  clientAuth: 'body' | 'basic';
  /** The token endpoint's body. */
  format: 'form' | 'json';
  /** Parameters the vendor requires on the authorize URL besides the standard ones (Atlassian: audience). */
  authorizeRequires?: Record<string, string>;
  /** The subject (user, tenants) a person approves as, unless set later. */
  approveAs: string;
}

const oauthTestClient = { clientId: 'tally-test-client', clientSecret: 'tally-test-secret' };

export class OAuthAuthority {
  approveAs: string;
  expiresIn = 3600;
  private readonly codes = new Map<string, { subject: string; redirectUri: string }>();
  private readonly refreshTokens = new Map<string, string>();
  private readonly accessTokens = new Map<string, { subject: string; expiresAt: number }>();

  constructor(private readonly options: OAuthAuthorityOptions) {
    this.approveAs = options.approveAs;
  }

  /** The authorize and token URLs of this fake, for the portal's OAuth settings. */
  endpoints(baseUrl: string) {
    return { ...oauthTestClient, authorizeUrl: baseUrl + this.options.authorizePath, tokenUrl: baseUrl + this.options.tokenPath, apiBaseUrl: baseUrl };
  }

  handles(request: FakeRequest): boolean {
    return request.path === this.options.authorizePath || request.path === this.options.tokenPath;
  }

  /** Whom a Bearer access token belongs to; undefined when unknown or expired. */
  subjectOf(authorization: string | undefined): string | undefined {
    const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
    const grant = token === undefined ? undefined : this.accessTokens.get(token);
    return grant && grant.expiresAt > Date.now() ? grant.subject : undefined;
  }

  /** Makes every refresh token refused from now on (the person revoked the app at the vendor). */
  revokeAll(): void {
    this.refreshTokens.clear();
  }

  /** Makes every access token handed out so far unknown before it expires (revoked or rotated at the vendor). */
  revokeAccessTokens(): void {
    this.accessTokens.clear();
  }

  check(request: FakeRequest): ContractCheck {
    const errors: string[] = [];
    if (request.path === this.options.authorizePath) {
      if (request.method !== 'GET') errors.push('the authorize endpoint is opened with GET');
      const required = { response_type: 'code', ...this.options.authorizeRequires };
      for (const [name, value] of Object.entries(required)) if (request.query.get(name) !== value) errors.push(`query ${name} must be ${value}`);
      for (const name of ['client_id', 'redirect_uri', 'state']) if (!request.query.get(name)) errors.push(`query ${name} is required`);
      return { operationId: 'authorize', errors };
    }
    if (request.method !== 'POST') errors.push('the token endpoint takes POST');
    const type = this.options.format === 'json' ? 'application/json' : 'application/x-www-form-urlencoded';
    if (!(request.contentType ?? '').startsWith(type)) errors.push(`the token request must be ${type}`);
    const body = this.params(request);
    if (!['authorization_code', 'refresh_token'].includes(body.grant_type ?? '')) errors.push('grant_type must be authorization_code or refresh_token');
    if (body.grant_type === 'authorization_code' && (!body.code || !body.redirect_uri)) errors.push('code and redirect_uri are required');
    if (body.grant_type === 'refresh_token' && !body.refresh_token) errors.push('refresh_token is required');
    const basic = (request.headers.authorization ?? '').startsWith('Basic ');
    if (this.options.clientAuth === 'basic' && !basic) errors.push('the client authenticates with HTTP Basic');
    if (this.options.clientAuth === 'body' && (!body.client_id || !body.client_secret)) errors.push('client_id and client_secret are required in the body');
    return { operationId: 'token', errors };
  }

  handle(request: FakeRequest): FakeResponse {
    return request.path === this.options.authorizePath ? this.authorize(request) : this.token(request);
  }

  private authorize(request: FakeRequest): FakeResponse {
    const redirectUri = request.query.get('redirect_uri')!;
    if (request.query.get('client_id') !== oauthTestClient.clientId) return { status: 400, body: 'Unknown client' };
    const code = randomBytes(12).toString('hex');
    this.codes.set(code, { subject: this.approveAs, redirectUri });
    const location = new URL(redirectUri);
    location.searchParams.set('code', code);
    location.searchParams.set('state', request.query.get('state')!);
    return { status: 302, headers: { Location: location.toString() } };
  }

  private token(request: FakeRequest): FakeResponse {
    const body = this.params(request);
    const [id, secret] = this.options.clientAuth === 'basic'
      ? Buffer.from((request.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString('utf8').split(':')
      : [body.client_id, body.client_secret];
    if (id !== oauthTestClient.clientId || secret !== oauthTestClient.clientSecret) return { status: 401, body: { error: 'invalid_client' } };
    let subject: string | undefined;
    if (body.grant_type === 'authorization_code') {
      const code = this.codes.get(body.code ?? '');
      this.codes.delete(body.code ?? '');
      if (code && code.redirectUri === body.redirect_uri) subject = code.subject;
    } else {
      subject = this.refreshTokens.get(body.refresh_token ?? '');
      this.refreshTokens.delete(body.refresh_token ?? '');
    }
    if (subject === undefined) return { status: 400, body: { error: 'invalid_grant', error_description: 'The grant is invalid, expired, revoked or was already used.' } };
    const accessToken = `at-${randomBytes(12).toString('hex')}`;
    const refreshToken = `rt-${randomBytes(12).toString('hex')}`;
    this.accessTokens.set(accessToken, { subject, expiresAt: Date.now() + this.expiresIn * 1000 });
    this.refreshTokens.set(refreshToken, subject);
    return { status: 200, body: { access_token: accessToken, refresh_token: refreshToken, expires_in: this.expiresIn, token_type: 'Bearer' } };
  }

  private params(request: FakeRequest): Record<string, string | undefined> {
    if (typeof request.body === 'object' && request.body !== null) return request.body as Record<string, string>;
    return Object.fromEntries(new URLSearchParams(typeof request.body === 'string' ? request.body : ''));
  }
}
