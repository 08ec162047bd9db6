// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
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
