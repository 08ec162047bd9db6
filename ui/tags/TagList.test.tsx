// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, testUser, type FakeApi } from '../common/testScreen.js';
import type { PendingTag, Tag } from '../providers/domain.js';
import TagList from './TagList.js';

afterEach(cleanup);

const ACME = '00000000-0000-4000-8000-00000000ac01';
const DOMAIN = '00000000-0000-4000-8000-0000000000a1';
const LOCKED = '00000000-0000-4000-8000-0000000000a2';
const DELETED = '00000000-0000-4000-8000-0000000000a3';
const admin = testUser({ role: 'admin', is_admin: true });

function tag(overrides: Partial<Tag>): Tag {
  return {
    id: DOMAIN,
    user_id: null,
    scope: 'general',
    type: 'email_domain',
    value: 'acme.nl',
    status: 'contact',
    contact_id: ACME,
    internal: false,
    ignored: false,
    nature: 'tag',
    forced: false,
    locked: false,
    is_deleted: false,
    deleted_at: null,
    created_at: '2026-03-02T09:00:00Z',
    updated_at: '2026-03-02T09:00:00Z',
    created_by: null,
    updated_by: null,
    ...overrides,
  };
}

const TAGS = [tag({}), tag({ id: LOCKED, type: 'url', value: 'acme.nl/projects', status: 'internal', contact_id: null, internal: true, locked: true })];
const DELETED_TAGS = [tag({ id: DELETED, type: 'process', value: 'winword', status: 'ignored', contact_id: null, ignored: true, is_deleted: true, deleted_at: '2026-03-03T09:00:00Z' })];

/** The API the screen talks to, with every call it made: method, path and body. */
function fakeApi(pending: PendingTag[] = []) {
  const calls: Array<{ method: string; path: string; query: URLSearchParams; body: unknown }> = [];
  let open = [...pending];
  const api: FakeApi = (url, method, body) => {
    calls.push({ method, path: url.pathname, query: url.searchParams, body });
    if (url.pathname === '/v1/rpc/tags/pending') return { data: open };
    if (url.pathname === '/v1/tags' && method === 'POST') {
      open = open.filter((entry) => entry.reference.value !== (body as { value: string }).value);
      return { data: tag({ id: '00000000-0000-4000-8000-0000000000a9', ...(body as object) }) };
    }
    const byId = (id: string) => [...TAGS, ...DELETED_TAGS].find((one) => one.id === id);
    if (url.pathname === '/v1/tags') return JSON.parse(url.searchParams.get('filter') ?? '{}').is_deleted ? DELETED_TAGS : TAGS;
    if (url.pathname === '/v1/contacts') return [{ id: ACME, name: 'Acme', formatted_name: 'Acme', status: 'active' }];
    if (url.pathname === '/v1/rpc/tags/batch-edit') return { data: TAGS };
    const one = /^\/v1\/tags\/([\w-]+)$/.exec(url.pathname);
    if (one && method === 'GET') return { data: byId(one[1]!) };
    if (one && method === 'PUT') return { data: { ...byId(one[1]!), ...(body as object) } };
    if (one && method === 'PATCH') return { data: { ...byId(one[1]!), is_deleted: false, deleted_at: null } };
    throw new Error(`unexpected call ${method} ${url.pathname}`);
  };
  return { api, calls };
}

const render = (api: FakeApi, user = testUser()) =>
  renderScreen(
    <ResourceContextProvider value="tags">
      <TagList />
    </ResourceContextProvider>,
    { path: '/tags', at: '/tags', user, api },
  );

describe('the Tags screen', () => {
  it('lists tags 20 a page by value, not deleted ones, with their type, status and contact by name', async () => {
    const { api, calls } = fakeApi();
    await render(api);
    const row = (await screen.findByText('acme.nl')).closest('tr')!;
    await waitFor(() => expect(within(row).getByText('Acme')).toBeTruthy());
    expect(within(row).getByText('Email domain')).toBeTruthy();
    expect(within(row).getByText('Contact')).toBeTruthy();
    expect(within(screen.getByText('acme.nl/projects').closest('tr')!).getByTestId('tag-locked')).toBeTruthy();
    const list = calls.find((call) => call.path === '/v1/tags')!;
    expect(JSON.parse(list.query.get('filter')!)).toEqual({ is_deleted: false });
    expect(list.query.get('range')).toBe('[0,19]');
    expect(list.query.get('sort')).toBe('["value","ASC"]');
  });

  it('ignores the selected tags at once, and offers locking to administrators only', async () => {
    const { api, calls } = fakeApi();
    await render(api);
    await screen.findByText('acme.nl');
    fireEvent.click(screen.getAllByRole('checkbox')[0]!); // all on the page
    fireEvent.click(await screen.findByTestId('tags-ignore'));
    await waitFor(() => expect(calls.some((call) => call.path === '/v1/rpc/tags/batch-edit')).toBe(true));
    expect(calls.find((call) => call.path === '/v1/rpc/tags/batch-edit')?.body).toEqual({ tags: [DOMAIN, LOCKED], ignored: true });
    expect(screen.queryByTestId('tags-lock')).toBeNull();
  });

  it('locks the selection for an administrator', async () => {
    const { api, calls } = fakeApi();
    await render(api, admin);
    fireEvent.click((await screen.findByText('acme.nl')).closest('tr')!.querySelector('input[type=checkbox]')!);
    fireEvent.click(await screen.findByTestId('tags-lock'));
    await waitFor(() => expect(calls.find((call) => call.path === '/v1/rpc/tags/batch-edit')?.body).toEqual({ tags: [DOMAIN], locked: true }));
  });

  it('opens a tag in the edit dialog and saves it internal, as the API names it', async () => {
    const { api, calls } = fakeApi();
    await render(api);
    fireEvent.click(await screen.findByText('acme.nl'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('tag-edit-reference').textContent).toBe('Email domain: acme.nl');
    fireEvent.click(await within(dialog).findByLabelText('Internal'));
    fireEvent.click(within(dialog).getByRole('button', { name: /save/i }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.path).toBe(`/v1/tags/${DOMAIN}`));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ contact_id: null, internal: true, ignored: false, nature: 'tag' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('tells a person who is no administrator that a locked tag is not theirs to change', async () => {
    const { api } = fakeApi();
    await render(api);
    fireEvent.click(await screen.findByText('acme.nl/projects'));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByTestId('tag-edit-refusal')).textContent).toBe('An administrator locked this tag: only administrators change it.');
    expect(within(dialog).queryByRole('button', { name: /save/i })).toBeNull();
  });

  it('shows deleted tags when asked, and restores one', async () => {
    const { api, calls } = fakeApi();
    await render(api);
    await screen.findByText('acme.nl');
    fireEvent.click(screen.getByLabelText('Deleted'));
    fireEvent.click(await screen.findByTestId('tag-restore'));
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')?.path).toBe(`/v1/tags/${DELETED}`));
  });

  it("lists the pending tags of the person's open days, the most time first, and tags one in a click with a personal tag", async () => {
    const pending: PendingTag[] = [
      { reference: { type: 'url', value: 'client-a.example' }, duration: 5_400, activity_count: 3, examples: [{ activity_id: DOMAIN, day_id: LOCKED, date: '2026-03-02', title: 'Offers', url: null }] },
      { reference: { type: 'email', value: 'jan@client-b.example' }, duration: 1_800, activity_count: 1, examples: [] },
    ];
    const { api, calls } = fakeApi(pending);
    await render(api);

    const rows = await screen.findAllByTestId('pending-tag');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringMatching(/^Web address: client-a\.exampleOffers1\.50\s?h/), expect.stringMatching(/^Email address: jan@client-b\.example0\.50\s?h/)]);
    fireEvent.click(within(rows[0]!).getByTestId('pending-internal'));

    await waitFor(() => expect(calls.find((call) => call.path === '/v1/tags' && call.method === 'POST')?.body).toEqual({ type: 'url', value: 'client-a.example', scope: 'personal', internal: true }));
    await waitFor(() => expect(screen.getAllByTestId('pending-tag')).toHaveLength(1));
  });
});
