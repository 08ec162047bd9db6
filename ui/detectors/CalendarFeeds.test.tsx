// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../errors/api-error.js';
import { renderScreen, type FakeApi } from '../common/testScreen.js';
import type { CalendarFeed } from '../providers/calendarFeedMethods.js';
import { CalendarFeeds } from './CalendarFeeds.js';

afterEach(cleanup);

const feed = (overrides: Partial<CalendarFeed>): CalendarFeed => ({
  id: '00000000-0000-4000-8000-0000000000f1',
  name: 'Work',
  kind: 'url',
  url: 'https://calendar.example.test/work.ics',
  last_read_at: '2026-11-20T16:40:00.000Z',
  last_error: null,
  notes: [],
  event_count: 12,
  ...overrides,
});

/** A fake of the feed calls that keeps what is added and removed, and refuses a text that is no calendar. */
function feedsApi(initial: CalendarFeed[]) {
  let feeds = initial;
  const added: unknown[] = [];
  const api: FakeApi = (url, method, body) => {
    if (url.pathname === '/v1/rpc/calendars/ics' && method === 'GET') return { data: feeds };
    if (url.pathname === '/v1/rpc/calendars/ics' && method === 'POST') {
      added.push(body);
      if (typeof body === 'object' && body !== null && 'content' in body && !String(body.content).includes('BEGIN:VCALENDAR')) {
        const reason = 'The feed is no readable calendar: no VCALENDAR';
        throw new ApiError(422, { status: 422, code: 'validation_failed', title: reason, errors: { content: [reason] } });
      }
      const created = feed({ id: '00000000-0000-4000-8000-0000000000f3', name: 'Holidays', kind: 'file', url: null });
      feeds = [...feeds, created];
      return { data: created };
    }
    if (url.pathname.startsWith('/v1/rpc/calendars/ics/') && method === 'DELETE') {
      feeds = feeds.filter((one) => !url.pathname.endsWith(one.id));
      return undefined;
    }
    throw new Error(`unexpected call ${method} ${url.pathname}`);
  };
  return { api, added };
}

const choose = (name: string, text: string) =>
  fireEvent.change(screen.getByTestId('calendar-feed-file'), { target: { files: [new File([text], name, { type: 'text/calendar' })] } });

describe('the calendar feeds on the detectors screen', () => {
  it('lists the feeds with their URL or "file", last read, last error and notes, in the person’s language and zone', async () => {
    const broken = feed({ id: '00000000-0000-4000-8000-0000000000f2', name: 'Old', kind: 'file', url: null, last_read_at: null, last_error: 'Niet te lezen', notes: ['Een regel is overgeslagen.'] });
    const { api } = feedsApi([feed({}), broken]);
    await renderScreen(<CalendarFeeds />, { path: '/detectors', at: '/detectors', api, language: 'nl' });
    expect(screen.getByText('Agenda-feeds (ICS)')).toBeTruthy();
    const cells = (id: string) => within(screen.getByTestId(`calendar-feed-${id}`)).getAllByRole('cell').map((cell) => cell.textContent);
    await waitFor(() => expect(cells(feed({}).id).slice(0, 5)).toEqual(['Work', 'https://calendar.example.test/work.ics', '20 nov 2026, 17:40', '', '']));
    expect(cells(broken.id).slice(0, 5)).toEqual(['Old', 'Bestand', 'Nog niet', 'Niet te lezen', 'Een regel is overgeslagen.']);
  });

  it('adds a feed from a file read in the browser, shows why a file is refused, and removes a feed after asking', async () => {
    const { api, added } = feedsApi([feed({})]);
    await renderScreen(<CalendarFeeds />, { path: '/detectors', at: '/detectors', api, language: 'en' });
    await screen.findByText('Work');

    choose('notes.txt', 'just some notes');
    await screen.findByText('notes.txt');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('The feed is no readable calendar: no VCALENDAR')).toBeTruthy();

    choose('Holidays.ics', 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    await screen.findByText('Holidays.ics');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('notes.txt');
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Holidays' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Holidays')).toBeTruthy();
    expect(added.at(-1)).toEqual({ name: 'Holidays', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' });
    expect(within(screen.getByTestId('calendar-feed-00000000-0000-4000-8000-0000000000f3')).getByText('File')).toBeTruthy();

    fireEvent.click(within(screen.getByTestId(`calendar-feed-${feed({}).id}`)).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Remove feed "Work"?')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Work')).toBeNull());
  });

  it('adds a feed by URL', async () => {
    const { api, added } = feedsApi([]);
    await renderScreen(<CalendarFeeds />, { path: '/detectors', at: '/detectors', api, language: 'en' });
    expect(await screen.findByText('You have no calendar feeds yet.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Work' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Feed URL' }), { target: { value: ' https://calendar.example.test/work.ics ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(added).toEqual([{ name: 'Work', url: 'https://calendar.example.test/work.ics' }]));
  });
});
