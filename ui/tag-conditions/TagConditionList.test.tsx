// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, testUser, type FakeApi } from '../common/testScreen.js';
import type { TagCondition } from '../providers/domain.js';
import TagConditionList from './TagConditionList.js';

afterEach(cleanup);

const ACME = '00000000-0000-4000-8000-00000000ac01';
const EXCEL = '00000000-0000-4000-8000-0000000000b1';
const SITE = '00000000-0000-4000-8000-0000000000b2';
const admin = testUser({ role: 'admin', is_admin: true });

const condition = (overrides: Partial<TagCondition>): TagCondition => ({
  id: EXCEL,
  type: 'process',
  value: 'excel',
  status: 'internal',
  contact_id: null,
  internal: true,
  forced: true,
  tag_id: '00000000-0000-4000-8000-0000000000c1',
  created_at: '2026-03-02T09:00:00Z',
  updated_at: '2026-03-02T09:00:00Z',
  ...overrides,
});
const CONDITIONS = [condition({}), condition({ id: SITE, type: 'url', value: 'acme.nl', status: 'contact', contact_id: ACME, internal: false, forced: false })];

function fakeApi() {
  const calls: Array<{ method: string; path: string; query: URLSearchParams; body: unknown }> = [];
  const api: FakeApi = (url, method, body) => {
    calls.push({ method, path: url.pathname, query: url.searchParams, body });
    if (url.pathname === '/v1/tag_conditions') return CONDITIONS;
    if (url.pathname === '/v1/contacts') return [{ id: ACME, name: 'Acme', formatted_name: 'Acme', status: 'active' }];
    const one = /^\/v1\/tag_conditions\/([\w-]+)$/.exec(url.pathname);
    if (one && method === 'PUT') return { data: { ...CONDITIONS.find((c) => c.id === one[1]), ...(body as object) } };
    throw new Error(`unexpected call ${method} ${url.pathname}`);
  };
  return { api, calls };
}

const render = (api: FakeApi) =>
  renderScreen(
    <ResourceContextProvider value="tag_conditions">
      <TagConditionList />
    </ResourceContextProvider>,
    { path: '/tag_conditions', at: '/tag_conditions', user: admin, api },
  );

describe('the Tag conditions screen', () => {
  it('lists the conditions 20 a page by source, with their type, status and contact by name', async () => {
    const { api, calls } = fakeApi();
    await render(api);
    const row = (await screen.findByText('acme.nl')).closest('tr')!;
    await waitFor(() => expect(within(row).getByText('Acme')).toBeTruthy());
    expect(within(row).getByText('Web address')).toBeTruthy();
    expect(within(screen.getByText('excel').closest('tr')!).getByText('Internal')).toBeTruthy();
    const list = calls.find((call) => call.path === '/v1/tag_conditions')!;
    expect(list.query.get('range')).toBe('[0,19]');
    expect(list.query.get('sort')).toBe('["value","ASC"]');
  });

  it('forces the selected conditions at once', async () => {
    const { api, calls } = fakeApi();
    await render(api);
    await screen.findByText('acme.nl');
    fireEvent.click(screen.getAllByRole('checkbox')[0]!);
    fireEvent.click(await screen.findByTestId('conditions-force'));
    const confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT').map((call) => [call.path, call.body])).toEqual([
      [`/v1/tag_conditions/${EXCEL}`, { forced: true }],
      [`/v1/tag_conditions/${SITE}`, { forced: true }],
    ]));
  });
});
