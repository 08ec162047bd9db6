// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, type FakeApi } from '../common/testScreen.js';
import type { Source } from '../providers/domain.js';
import SourceList from './SourceList.js';
import SourceShow from './SourceShow.js';

afterEach(cleanup);

const source = (overrides: Partial<Source>): Source => ({
  id: '00000000-0000-5000-8000-00000000005a',
  type: 'web',
  identifier: 'github.com',
  name: 'GitHub',
  first_seen: '2026-11-02T08:05:00.000Z',
  last_seen: '2026-11-20T16:40:00.000Z',
  duration: 45_000,
  activity_count: 31,
  ...overrides,
});
const SOURCES = [
  source({}),
  source({ id: '00000000-0000-5000-8000-00000000005b', type: 'manual', identifier: null, name: null, duration: 5400, activity_count: 2 }),
];

function sourcesApi() {
  const lists: URLSearchParams[] = [];
  const api: FakeApi = (url) => {
    if (url.pathname === '/v1/sources') {
      lists.push(url.searchParams);
      const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as { type?: string };
      return SOURCES.filter((row) => !filter.type || row.type === filter.type);
    }
    if (url.pathname === `/v1/sources/${SOURCES[0]!.id}`) return { data: SOURCES[0] };
    throw new Error(`unexpected call ${url.pathname}`);
  };
  return { api, lists };
}

describe('the sources screen', () => {
  it('lists the sources 50 a page by identifier, with hours and first and last seen in the person’s language and zone', async () => {
    const { api, lists } = sourcesApi();
    const element = (
      <ResourceContextProvider value="sources">
        <SourceList />
      </ResourceContextProvider>
    );
    await renderScreen(element, { path: '/sources', at: '/sources', api, language: 'nl' });
    const github = (await screen.findByText('github.com')).closest('tr')!;
    expect(lists[0]?.get('range')).toBe('[0,49]');
    expect(lists[0]?.get('sort')).toBe('["identifier","ASC"]');
    // Times in the person's zone (Europe/Amsterdam) once they are known.
    const cells = () => within(github).getAllByRole('cell').map((cell) => cell.textContent);
    await waitFor(() => expect(cells()).toEqual(['Web', 'github.com', 'GitHub', '2 nov 2026, 09:05', '20 nov 2026, 17:40', '12,50', '31']));
    const manual = screen.getByText('Handmatig').closest('tr')!;
    expect(within(manual).getAllByRole('cell').map((cell) => cell.textContent)).toContain('1,50');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Soort' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Handmatig' }));
    await waitFor(() => expect(screen.queryByText('github.com')).toBeNull());
    expect(JSON.parse(lists.at(-1)?.get('filter') ?? '{}')).toEqual({ type: 'manual' });
  });

  it('shows one source', async () => {
    const { api } = sourcesApi();
    const element = (
      <ResourceContextProvider value="sources">
        <SourceShow />
      </ResourceContextProvider>
    );
    await renderScreen(element, { path: '/sources/:id/show', at: `/sources/${SOURCES[0]!.id}/show`, api, language: 'en' });
    expect(await screen.findByText('github.com')).toBeTruthy();
    expect(screen.getByText('12.50')).toBeTruthy();
    expect(await screen.findByText('Nov 20, 2026, 5:40 PM')).toBeTruthy();
    expect(screen.getByText('First seen')).toBeTruthy();
  });
});
