/**
 * For component tests of the custom screens (not part of the portal's bundle): the screen inside react-admin's
 * context with the real data and auth providers over a fake API, a signed-in user and a router at a given address.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext, type I18nProvider, type Store } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi, type Mock } from 'vitest';
import { ApiError } from '../errors/api-error.js';
import { DateLocalization } from '../i18n/DateLocalization.js';
import { createI18nProvider } from '../i18n/index.js';
import { createAuthProvider } from '../providers/authProvider.js';
import { createDataProvider } from '../providers/dataProvider.js';
import type { ConnectionStatus, Day, GrantStatus, LanguageCode, User } from '../providers/domain.js';
import type { HttpClient } from '../providers/http.js';
import { createQueryClient } from '../providers/queryClient.js';

/** Answers a call: a value is the JSON answer (an array becomes a list with Content-Range); a thrown error fails it. */
export type FakeApi = (url: URL, method: string, body: unknown) => unknown;

function fakeHttp(api: FakeApi): Mock<HttpClient> {
  return vi.fn<HttpClient>(async (url, options = {}) => {
    const parsed = new URL(url, 'http://portal.test');
    const body = typeof options.body === 'string' ? (JSON.parse(options.body) as unknown) : undefined;
    const json = await api(parsed, (options.method ?? 'GET').toUpperCase(), body);
    const headers = new Headers(Array.isArray(json) ? { 'Content-Range': `items 0-${Math.max(0, json.length - 1)}/${json.length}` } : {});
    return { status: 200, headers, body: JSON.stringify(json ?? null), json };
  });
}

export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'sanne@example.test',
    name_first: 'Sanne',
    name_prefix: null,
    name_last: 'Bakker',
    name_full: 'Sanne Bakker',
    language: 'en',
    role: 'user',
    is_admin: false,
    is_manager: false,
    status: 'active',
    is_deactivated: false,
    deactivation_reason: null,
    is_password_set: true,
    is_email_verified: true,
    email_verified_at: '2026-01-01T00:00:00Z',
    is_onboarded: true,
    is_deleted: false,
    deleted_at: null,
    invitation: null,
    two_factor_enabled: false,
    created_at: '2026-01-01T00:00:00Z',
    client_id: '00000000-0000-4000-8000-0000000000c1',
    time_zone: 'Europe/Amsterdam',
    external_crm: null,
    ...overrides,
  };
}

export const noGrant: GrantStatus = { status: 'none', account: null, connect_active_step: null, connect_step_error: null, connect_step_suggestion: null };

/** A connection's status as the API answers it: nothing connected, unless overridden. */
export function testConnection(overrides: Partial<ConnectionStatus> = {}): ConnectionStatus {
  return {
    system: 'none',
    ...noGrant,
    allowDisconnect: false,
    allowManualInternalRelation: false,
    supportsContactSelection: false,
    supportsEmptyInitialization: true,
    supportsSearch: false,
    locked: { client: false, user: false },
    last_synchronized_at: null,
    synchronize_available_at: null,
    user: null,
    ...overrides,
  };
}

export function testDay(date: string, overrides: Partial<Day> = {}): Day {
  return {
    id: `day-${date}`,
    user_id: '00000000-0000-4000-8000-000000000001',
    date,
    status: 'open',
    duration: 0,
    original_duration: 0,
    time_booked: 0,
    time_unbooked: 0,
    activity_count: 0,
    published_at: null,
    updated_at: `${date}T18:00:00Z`,
    ...overrides,
  };
}

const i18nProviders = new Map<LanguageCode, Promise<I18nProvider>>();

/** Where the router is now, for tests that navigate. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export async function renderScreen(
  screen: ReactElement,
  { path, at, user = testUser(), api, language = 'en', store }: { path: string; at: string; user?: User | null; api: FakeApi; language?: LanguageCode; store?: Store },
): Promise<RenderResult & { http: Mock<HttpClient> }> {
  if (!i18nProviders.has(language)) i18nProviders.set(language, createI18nProvider(language));
  const i18nProvider = await i18nProviders.get(language)!;
  // user null: nobody is signed in (GET /v1/users/self answers 401), until the fake API answers POST /auth/login.
  const signedOut = new ApiError(401, { status: 401, code: 'unauthenticated', title: 'Unauthenticated.', message: 'Sign in.', reference: 'r0' });
  const http = fakeHttp((url, method, body) => {
    if (url.pathname !== '/v1/users/self') return api(url, method, body);
    if (user === null) throw signedOut;
    return { data: user };
  });
  const result = render(
    <MemoryRouter initialEntries={[at]}>
      <AdminContext dataProvider={createDataProvider(http)} authProvider={createAuthProvider(http)} i18nProvider={i18nProvider} queryClient={createQueryClient()} {...(store ? { store } : {})}>
        <DateLocalization>
          <Routes>
            <Route path={path} element={screen} />
          </Routes>
          <LocationProbe />
        </DateLocalization>
      </AdminContext>
    </MemoryRouter>,
  );
  return { ...result, http };
}
