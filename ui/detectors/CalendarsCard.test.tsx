// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, testUser } from '../common/testScreen.js';
import type { CalendarProfile } from '../providers/calendarMethods.js';
import { GoogleCalendarReturn } from './CalendarGrantReturn.js';
import { CalendarsCard } from './CalendarsCard.js';

afterEach(cleanup);

const profile = (microsoft: Partial<CalendarProfile['microsoft']> = {}): CalendarProfile => ({
  google: { api_enabled: false, api_email_enabled: false, credentials_valid: false },
  microsoft: { graph_enabled: true, graph_email_enabled: false, credentials_valid: true, access_token_invalid: false, ...microsoft },
});

const calendars = [
  { id: 'work', name: 'Calendar', primary: true, chosen: true },
  { id: 'team', name: 'Team', primary: false, chosen: false },
];

async function showCard(answer: CalendarProfile) {
  const calls: Array<{ call: string; body: unknown }> = [];
  await renderScreen(<CalendarsCard />, {
    path: '/detectors',
    at: '/detectors',
    user: testUser({ profile: answer }),
    api: (url, method, body) => {
      calls.push({ call: `${method} ${url.pathname}${url.search}`, body });
      if (url.pathname === '/v1/rpc/microsoft/graph' || url.pathname === '/v1/rpc/google/api') return { data: { url: 'https://login.example/authorize' } };
      if (url.pathname === '/v1/preferences' && method === 'GET') return { data: [{ chapter: 'detections', key: 'calls', value: false, source: 'user' }] };
      if (url.pathname === '/v1/preferences/detections') return { data: [] };
      if (url.pathname === '/v1/rpc/microsoft/calendars') {
        const ids = (body as { calendar_ids?: string[] }).calendar_ids;
        return { data: ids ? calendars.map((c) => ({ ...c, chosen: ids.includes(c.id) })) : calendars };
      }
      throw new Error(`Unexpected call ${method} ${url.pathname}`);
    },
  });
  return calls;
}

describe('the detectors screen’s calendars', () => {
  it('tells the person Microsoft refused their grant and asks them to grant access again', async () => {
    const calls = await showCard(profile({ credentials_valid: false, access_token_invalid: true }));
    expect((await screen.findByTestId('calendar-microsoft-invalid')).textContent).toContain('Microsoft 365 withdrew Tally’s access to your calendar');
    expect(screen.queryByTestId('calendar-microsoft-choice')).toBeNull();
    fireEvent.click(screen.getByTestId('calendar-microsoft-reconnect'));
    await waitFor(() => expect(calls.map((c) => c.call)).toContain('POST /v1/rpc/microsoft/graph?scope=calendar'));
    expect(screen.getByTestId('calendar-google-connect').textContent).toBe('Connect Google');
  });

  it('lets the person choose which Microsoft 365 calendars are read', async () => {
    const calls = await showCard(profile());
    expect(screen.queryByTestId('calendar-microsoft-invalid')).toBeNull();
    fireEvent.click(await screen.findByLabelText('Team'));
    fireEvent.click(screen.getByTestId('calendar-microsoft-save'));
    await waitFor(() => expect(calls.at(-1)).toEqual({ call: 'POST /v1/rpc/microsoft/calendars', body: { calendar_ids: ['work', 'team'] } }));
    await waitFor(() => expect(screen.getByTestId<HTMLButtonElement>('calendar-microsoft-save').disabled).toBe(true));
    expect(screen.getByLabelText<HTMLInputElement>('Team').checked).toBe(true);
  });
});

describe('the detections switches beside the grants', () => {
  it('show what becomes activity, the mail’s text only with sent mail on; sent mail on makes a grant ask for mail too', async () => {
    const calls = await showCard(profile({ graph_enabled: false, credentials_valid: false }));
    const toggle = (key: string) => screen.getByTestId(`detection-${key}`).querySelector('input') as HTMLInputElement;
    await screen.findByTestId('detection-switches');
    expect(['appointments', 'meetings', 'calls', 'email', 'emailContents'].map((key) => toggle(key).checked)).toEqual([true, true, false, false, false]);
    expect(toggle('emailContents').disabled).toBe(true);
    expect(screen.getByTestId('detection-switches').textContent).toContain('Sent mailEach mail you send counts for three minutes');

    fireEvent.click(toggle('email'));
    await waitFor(() => expect(calls.at(-1)).toEqual({ call: 'PUT /v1/preferences/detections', body: { email: true } }));
    await waitFor(() => expect(toggle('emailContents').disabled).toBe(false));
    fireEvent.click(screen.getByTestId('calendar-microsoft-connect'));
    await waitFor(() => expect(calls.map((c) => c.call)).toContain('POST /v1/rpc/microsoft/graph?scope=email'));
  });
});

describe('coming back from granting Google access', () => {
  it('hands the code and state over once and shows the detectors screen', async () => {
    const calls: Array<{ call: string; body: unknown }> = [];
    await renderScreen(<GoogleCalendarReturn />, {
      path: '/integrations/calendar-google',
      at: '/integrations/calendar-google?code=the-code&state=the-state',
      api: (url, method, body) => {
        calls.push({ call: `${method} ${url.pathname}`, body });
        return { data: [] };
      },
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/detectors'));
    expect(calls).toEqual([{ call: 'POST /v1/rpc/calendar-grants/google', body: { code: 'the-code', state: 'the-state' } }]);
  });
});
