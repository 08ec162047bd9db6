import { randomBytes } from 'node:crypto';
import { decodeToken, encodeToken } from './calendar-data.js';
import type { ContractCheck, FakeRequest, FakeResponse } from './fake-server.js';

/**
 * The tenant side of the Graph fake (test code): the identity platform's client-credentials grant at a tenant's
 * token endpoint (`/{tenant}/oauth2/v2.0/token`, learn.microsoft.com/entra/identity-platform/v2-oauth2-client-creds-grant-flow),
 * the directory's users, and the tenant's Teams call records (`/communications/callRecords`, `$filter=startDateTime
 * ge …`, pages of `pageSize` by `@odata.nextLink` with `$skiptoken`). Call records need the app's own token: a
 * person's delegated token is 403, as Graph answers it.
 */
export interface FakeCallRecord {
  id: string;
  type: 'peerToPeer' | 'groupCall';
  startDateTime: string;
  endDateTime: string;
  /** Entra ids of Teams users, or `tel:+31…` for a phone line; the first is the organizer. */
  participants: string[];
}

const tokenPath = /^\/([^/]+)\/oauth2\/v2\.0\/token$/;

export class TeamsTenant {
  readonly users = new Map<string, string>();
  readonly records: FakeCallRecord[] = [];
  pageSize = 10;
  /** Seconds an app token lives (the identity platform's 3599); 0 makes Graph refuse it as expired at once. */
  appTokenSeconds = 3599;
  /**
   * The tenant admin's consent to the app: `none` (never given, or the enterprise app deleted) has the token endpoint
   * refuse with AADSTS700016, as the identity platform does for an app not in the tenant's directory; `withdrawn`
   * (the application permissions revoked) still gives a token, without roles, which Graph answers 403.
   */
  consent: 'given' | 'none' | 'withdrawn' = 'given';
  /** The app's client id and secret the token endpoint takes. */
  readonly app = { clientId: 'tally-test-client', clientSecret: 'tally-test-secret' };
  /** App tokens handed out, and until when each is good. */
  private readonly appTokens = new Map<string, number>();

  /** `baseUrl`: where the fake's Graph is served, for the next links. */
  constructor(private readonly baseUrl: () => string) {}

  handlesToken(request: FakeRequest): boolean {
    const tenant = tokenPath.exec(request.path)?.[1];
    return tenant !== undefined && tenant !== 'common';
  }

  checkToken(request: FakeRequest): ContractCheck {
    const body = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
    const errors: string[] = [];
    if (request.method !== 'POST') errors.push('the token endpoint takes POST');
    if (body.get('grant_type') !== 'client_credentials') errors.push('grant_type must be client_credentials');
    if (!body.get('scope')?.endsWith('/.default')) errors.push('a client-credentials scope ends in /.default');
    if (!body.get('client_id') || !body.get('client_secret')) errors.push('client_id and client_secret are required');
    return { operationId: 'tenant.token', errors };
  }

  token(request: FakeRequest): FakeResponse {
    const body = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
    if (body.get('client_id') !== this.app.clientId || body.get('client_secret') !== this.app.clientSecret) return { status: 401, body: { error: 'invalid_client' } };
    if (this.consent === 'none') return notInDirectory(this.app.clientId, tokenPath.exec(request.path)?.[1] ?? '');
    const accessToken = `app-${randomBytes(12).toString('hex')}`;
    this.appTokens.set(accessToken, Date.now() + this.appTokenSeconds * 1000);
    return { status: 200, body: { access_token: accessToken, expires_in: this.appTokenSeconds, token_type: 'Bearer' } };
  }

  /** Answers the tenant's calls for an app token; undefined for another path. */
  handle(request: FakeRequest, bearer: string | undefined, delegated: boolean): FakeResponse | undefined {
    const userId = /^\/v1\.0\/users\/([^/]+)$/.exec(request.path)?.[1];
    if (request.path !== '/v1.0/communications/callRecords' && userId === undefined) return undefined;
    const goodUntil = bearer === undefined ? undefined : this.appTokens.get(bearer);
    if (goodUntil === undefined || goodUntil <= Date.now()) {
      return delegated ? graphError(403, 'Forbidden', 'Application permission CallRecords.Read.All is required.') : graphError(401, 'InvalidAuthenticationToken', 'Access token has expired or is not yet valid.');
    }
    if (this.consent === 'withdrawn') return graphError(403, 'Authorization_RequestDenied', 'Insufficient privileges to complete the operation.');
    if (userId !== undefined) {
      const mail = this.users.get(decodeURIComponent(userId));
      return mail === undefined ? graphError(404, 'Request_ResourceNotFound', 'Resource does not exist.') : { status: 200, body: { id: decodeURIComponent(userId), mail, userPrincipalName: mail } };
    }
    return this.callRecords(request);
  }

  private callRecords(request: FakeRequest): FakeResponse {
    const skip = request.query.get('$skiptoken');
    const state = skip === null ? { since: /^startDateTime ge (\S+)$/.exec(request.query.get('$filter') ?? '')?.[1], offset: 0 } : decodeToken<{ since: string; offset: number }>(skip);
    if (!state?.since || Number.isNaN(Date.parse(state.since))) return graphError(400, 'BadRequest', 'Invalid filter clause.');
    const found = this.records.filter((record) => Date.parse(record.startDateTime) >= Date.parse(state.since ?? ''));
    const value = found.slice(state.offset, state.offset + this.pageSize).map((record) => {
      const [organizer, ...others] = record.participants.map(identitySet);
      return { id: record.id, version: 1, type: record.type, modalities: ['audio'], startDateTime: record.startDateTime, endDateTime: record.endDateTime, joinWebUrl: null, organizer, participants: [organizer, ...others] };
    });
    const more = found.length > state.offset + this.pageSize;
    const next = more ? { '@odata.nextLink': `${this.baseUrl()}/communications/callRecords?$skiptoken=${encodeToken({ ...state, offset: state.offset + this.pageSize })}` } : {};
    return { status: 200, body: { value, ...next } };
  }
}

function identitySet(participant: string) {
  return participant.startsWith('tel:') ? { phone: { id: participant.slice(4), displayName: null } } : { user: { id: participant, displayName: participant, tenantId: 'tenant' } };
}

/** The identity platform's refusal of an app that is not in the tenant's directory (reference-error-codes, AADSTS700016). */
function notInDirectory(clientId: string, tenant: string): FakeResponse {
  const description =
    `AADSTS700016: Application with identifier '${clientId}' was not found in the directory '${tenant}'. This can happen if the application has not been installed by the administrator of the tenant or consented to by any user in the tenant.` +
    `\r\nTrace ID: 0f5d7a3e-1c2b-4a5d-9e8f-7a6b5c4d3e2f\r\nCorrelation ID: 3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b\r\nTimestamp: 2026-03-02 18:00:00Z`;
  return { status: 400, body: { error: 'unauthorized_client', error_description: description, error_codes: [700016], trace_id: '0f5d7a3e-1c2b-4a5d-9e8f-7a6b5c4d3e2f' } };
}

function graphError(status: number, code: string, message: string): FakeResponse {
  return { status, body: { error: { code, message } } };
}
