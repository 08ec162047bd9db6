// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Notification } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, testDay, testUser, type FakeApi } from '../common/testScreen.js';
import type { User } from '../providers/domain.js';
import UserEdit from './UserEdit.js';
import UserList from './UserList.js';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const admin = testUser({ id: '00000000-0000-4000-8000-0000000000ad', name_full: 'Ada Admin', role: 'admin', is_admin: true, is_manager: true });
const daan = testUser({ id: '00000000-0000-4000-8000-00000000da00', name_first: 'Daan', name_last: 'Visser', name_full: 'Daan Visser', email: 'daan@example.test' });
const iris = testUser({
  id: '00000000-0000-4000-8000-00000000a1a1',
  name_first: 'Iris',
  name_last: 'Jansen',
  name_full: 'Iris Jansen',
  email: 'iris@example.test',
  status: 'invited',
  is_password_set: false,
  invitation: { sent_at: '2026-11-20T09:00:00Z', expires_at: '2026-11-27T09:00:00Z', state: 'pending' },
});

/** The people calls over a list kept here; every call is noted. */
function peopleApi(initial: User[]) {
  const people = [...initial];
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const replace = (changed: User) => {
    people[people.findIndex((one) => one.id === changed.id)] = changed;
    return { data: changed };
  };
  const api: FakeApi = (url, method, body) => {
    calls.push({ method, path: url.pathname, body });
    const person = people.find((one) => url.pathname.startsWith(`/v1/users/${one.id}`));
    if (url.pathname === '/v1/users' && method === 'GET') return people;
    if (url.pathname === '/v1/users/invite' && method === 'POST') {
      const input = body as Pick<User, 'name_first' | 'name_last' | 'email' | 'role' | 'language'>;
      const invited = testUser({ ...input, id: '00000000-0000-4000-8000-0000000000e1', name_full: `${input.name_first} ${input.name_last}`, status: 'invited' });
      people.push(invited);
      return { data: invited };
    }
    if (url.pathname === '/v1/users/team') return { data: people.map((one) => ({ id: one.id, name_full: one.name_full, is_active: one.status === 'active' })) };
    if (url.pathname === '/v1/days') return [testDay('2026-11-09', { id: 'd1', user_id: daan.id, status: 'published', time_booked: 3_600 })];
    if (person && url.pathname.endsWith('/deactivate')) return replace({ ...person, status: 'inactive', is_deactivated: true, deactivation_reason: (body as { reason: User['deactivation_reason'] }).reason });
    if (person && url.pathname.endsWith('/reactivate')) return replace({ ...person, status: 'active', is_deactivated: false, deactivation_reason: null });
    if (person && url.pathname.endsWith('/invite')) return replace({ ...person, invitation: { ...person.invitation!, state: method === 'POST' ? 'pending' : 'voided' } });
    // Someone who never accepted is deleted for good (204); anyone else archived.
    if (person && method === 'DELETE' && person.status === 'invited') return undefined;
    if (person && method === 'DELETE') return replace({ ...person, is_deleted: true, deleted_at: '2026-11-23T10:00:00Z' });
    if (person && method === 'PATCH') return replace({ ...person, is_deleted: false, deleted_at: null });
    if (person && method === 'GET') return { data: person };
    if (person && method === 'PUT' && url.pathname === `/v1/users/${person.id}`) return replace({ ...person, ...(body as Partial<User>) });
    throw new Error(`Unexpected call ${method} ${url.pathname}`);
  };
  return { api, calls, people };
}

const withNotices = (screen: ReactElement) => (
  <>
    {screen}
    <Notification />
  </>
);

describe('the Users screen (/users)', () => {
  it('lists the firm’s people with their role and status, and invites someone by mail', async () => {
    const { api, calls } = peopleApi([daan, iris]);
    await renderScreen(withNotices(<UserList />), { path: '/users', at: '/users', user: admin, api });

    expect((await screen.findByTestId(`user-status-${iris.id}`)).textContent).toBe('Invited');
    expect(screen.getByTestId(`user-status-${daan.id}`).textContent).toBe('Active');

    fireEvent.click(screen.getByTestId('users-invite'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/First name/), { target: { value: 'Lotte' } });
    fireEvent.change(within(dialog).getByLabelText(/Last name/), { target: { value: 'Smit' } });
    fireEvent.change(within(dialog).getByLabelText(/Email address/), { target: { value: 'lotte@example.test' } });
    fireEvent.click(within(dialog).getByTestId('users-invite-submit'));

    await waitFor(() => expect(calls.some((call) => call.path === '/v1/users/invite')).toBe(true));
    expect(calls.find((call) => call.path === '/v1/users/invite')!.body).toEqual({ name_first: 'Lotte', name_last: 'Smit', email: 'lotte@example.test', role: 'user', language: 'nl' });
    expect(await screen.findByText('Invitation sent to lotte@example.test')).toBeTruthy();
    expect(await screen.findByText('Lotte Smit')).toBeTruthy();
  });

  it('shows in its tabs who has not published which past working days', async () => {
    const { api } = peopleApi([daan, testUser({ ...iris, status: 'active', is_password_set: true, invitation: null })]);
    await renderScreen(<UserList />, { path: '/users', at: '/users', user: admin, api });

    fireEvent.click(await screen.findByTestId('users-tab-open_days'));
    fireEvent.click(await screen.findByTestId('week-previous'));
    fireEvent.click(await screen.findByTestId('week-previous'));

    // Two weeks back every working day is past: Iris published none of them.
    const irisOpen = await screen.findByTestId(`users-open-${iris.id}`);
    expect(irisOpen.querySelectorAll('.MuiChip-root')).toHaveLength(5);
    expect(irisOpen.textContent).toContain('Iris Jansen');
    fireEvent.click(screen.getByTestId('users-tab-week'));
    expect(await screen.findByTestId(`manager-row-${iris.id}`)).toBeTruthy();
    fireEvent.click(screen.getByTestId('users-tab-day'));
    // The date as typed in the interface's locale (en-US here): the field reads it through the date picker.
    fireEvent.change(await screen.findByTestId('users-day-date'), { target: { value: '11/09/2026' } });
    expect((await screen.findByTestId(`manager-cell-${daan.id}-2026-11-09`)).textContent).toBe('1:00');
    expect(screen.getByTestId(`manager-cell-${iris.id}-2026-11-09`).textContent).toBe('—');
    expect(screen.getByTestId(`manager-behind-${iris.id}`).textContent).toBe('1');
  });
});

describe('one person (/users/{id})', () => {
  it('deactivates with a reason and activates again; archives and restores', async () => {
    const { api, calls } = peopleApi([daan]);
    await renderScreen(withNotices(<UserEdit />), { path: '/users/:id', at: `/users/${daan.id}`, user: admin, api });

    fireEvent.click(await screen.findByTestId('user-deactivate'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId<HTMLButtonElement>('user-deactivate-submit').disabled).toBe(true);
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Price' }));
    fireEvent.click(within(dialog).getByTestId('user-deactivate-submit'));

    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/deactivate'))).toBe(true));
    expect(calls.find((call) => call.path.endsWith('/deactivate'))!.body).toEqual({ reason: 'price' });
    expect((await screen.findByTestId('user-account-state')).textContent).toBe('Deactivated · Price');

    fireEvent.click(await screen.findByTestId('user-reactivate'));
    await waitFor(() => expect(screen.getByTestId('user-account-state').textContent).toBe('Active'));

    fireEvent.click(screen.getByTestId('user-archive'));
    await waitFor(() => expect(screen.getByTestId('user-account-state').textContent).toBe('Archived'));
    fireEvent.click(screen.getByTestId('user-restore'));
    await waitFor(() => expect(screen.getByTestId('user-account-state').textContent).toBe('Active'));
  });

  it('asks why when the role gives fewer rights, and sends the reason with the role', async () => {
    const manager = testUser({ ...daan, role: 'manager', is_manager: true });
    const { api, calls } = peopleApi([manager]);
    await renderScreen(withNotices(<UserEdit />), { path: '/users/:id', at: `/users/${daan.id}`, user: admin, api });

    expect(await screen.findByDisplayValue('Daan')).toBeTruthy();
    expect(screen.queryByText('Fewer rights: say why.')).toBeNull();
    const choose = async (field: RegExp, option: string) => {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: field }));
      fireEvent.click(await screen.findByRole('option', { name: option }));
    };
    await choose(/Role/, 'User');
    expect(await screen.findByText('Fewer rights: say why.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await choose(/Reason/, 'Performance');
    await waitFor(() => expect(screen.queryByText('Required')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({ role: 'user', reason: 'performance' });
  });

  it('sends an invitation again or withdraws it while the person has not accepted; deleting them goes back to the list', async () => {
    const { api, calls } = peopleApi([iris]);
    await renderScreen(withNotices(<UserEdit />), { path: '/users/:id', at: `/users/${iris.id}`, user: admin, api });

    expect((await screen.findByTestId('user-account-state')).textContent).toContain('Invitation sent, valid until');
    expect(screen.queryByTestId('user-deactivate')).toBeNull();
    fireEvent.click(screen.getByTestId('user-withdraw'));
    await waitFor(() => expect(screen.getByTestId('user-account-state').textContent).toContain('Invitation withdrawn'));
    fireEvent.click(screen.getByTestId('user-resend'));
    expect(await screen.findByText('New invitation sent; the previous link no longer works')).toBeTruthy();
    expect(calls.filter((call) => call.path === `/v1/users/${iris.id}/invite`).map((call) => call.method)).toEqual(['DELETE', 'POST']);

    fireEvent.click(screen.getByTestId('user-archive'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/users'));
  });
});
