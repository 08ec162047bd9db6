// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, type FakeApi } from '../common/testScreen.js';
import type { PreferenceEntry } from '../providers/settingsMethods.js';
import SettingsScreen from './SettingsScreen.js';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const entry = (chapter: string, key: string, value: unknown, source: PreferenceEntry['source']): PreferenceEntry => ({ chapter, key, value, source });

/** The person has their own reminder over the organisation's 16:00; dropping it answers the organisation's again. */
function reminderApi() {
  const firm = [entry('reminders', 'booking_time', '16:00', 'client')];
  let own = [entry('reminders', 'booking_time', '18:30', 'user')];
  const drops: string[] = [];
  const api: FakeApi = (url, method) => {
    if (method === 'GET' && url.pathname === '/v1/preferences/client') return { data: firm };
    if (method === 'GET' && url.pathname === '/v1/preferences') return { data: own };
    if (method === 'DELETE' && url.pathname === '/v1/preferences/reminders') {
      drops.push(url.searchParams.get('keys') ?? '');
      own = firm;
      return { data: own };
    }
    throw new Error(`Unexpected call ${method} ${url.pathname}`);
  };
  return { api, drops };
}

describe("a person's own setting", () => {
  it("goes back to the organisation's with one action, which is gone once nothing is their own", async () => {
    const { api, drops } = reminderApi();
    await renderScreen(<SettingsScreen />, { path: '/settings/:module?', at: '/settings/reminders', api });
    expect(await screen.findByText('Your own setting (organisation: 16:00)')).toBeTruthy();

    fireEvent.click(screen.getByTestId('settings-use-firms-reminders'));

    expect(await screen.findByText('As the organisation set it')).toBeTruthy();
    expect(drops).toEqual(['booking_time']);
    await waitFor(() => expect(screen.queryByTestId('settings-use-firms-reminders')).toBeNull());
    expect(screen.getByTestId<HTMLInputElement>('setting-reminders-booking_time').value).toBe('16:00');
  });

  it('offers no way back where the value is already the organisation’s', async () => {
    const api: FakeApi = (url, method) => {
      if (method === 'GET' && url.pathname.startsWith('/v1/preferences')) return { data: [entry('reminders', 'booking_time', '16:00', 'client')] };
      throw new Error(`Unexpected call ${method} ${url.pathname}`);
    };
    await renderScreen(<SettingsScreen />, { path: '/settings/:module?', at: '/settings/reminders', api });
    expect(await screen.findByText('As the organisation set it')).toBeTruthy();
    expect(screen.queryByTestId('settings-use-firms-reminders')).toBeNull();
  });
});

describe('where dimension codes show', () => {
  it("follows each level until the person chooses one place for all, and takes the levels' own back with the empty choice", async () => {
    const writes: unknown[] = [];
    let own = [entry('dimension_codes', 'display', null, 'default')];
    const api: FakeApi = (url, method, body) => {
      if (method === 'GET' && url.pathname === '/v1/preferences/client') return { data: [entry('dimension_codes', 'display', null, 'default')] };
      if (method === 'GET' && url.pathname === '/v1/preferences') return { data: own };
      if (method === 'PUT' && url.pathname === '/v1/preferences/dimension_codes') {
        writes.push(body);
        own = [entry('dimension_codes', 'display', (body as { display: string | null }).display, 'user')];
        return { data: own };
      }
      throw new Error(`Unexpected call ${method} ${url.pathname}`);
    };
    await renderScreen(<SettingsScreen />, { path: '/settings/:module?', at: '/settings/dimension_codes', api });
    const select = async () => within((await screen.findByTestId('setting-dimension_codes-display')).parentElement!).getByRole('combobox');
    const choose = async (label: string) => {
      fireEvent.mouseDown(await select());
      fireEvent.click(within(await screen.findByRole('listbox')).getByText(label));
      fireEvent.click(screen.getByTestId('settings-save-dimension_codes-user'));
    };
    expect((await select()).textContent).toBe('As each level says');

    await choose('After the name');
    expect(await screen.findByText('Your own setting (organisation: As each level says)')).toBeTruthy();
    await choose('As each level says');

    await waitFor(() => expect(writes).toEqual([{ display: 'suffix' }, { display: null }]));
  });
});
