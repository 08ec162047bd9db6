// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, type FakeApi } from '../common/testScreen.js';
import ContactShow from './ContactShow.js';

afterEach(cleanup);

const ACME = '00000000-0000-4000-8000-00000000ac01';

const contact = {
  id: ACME,
  name: 'Acme',
  formatted_name: 'Acme',
  code: null,
  type: 'regular',
  partner: false,
  status: 'active',
  is_deleted: false,
  deleted_at: null,
  created_at: '2026-03-02T09:00:00Z',
  updated_at: '2026-03-02T09:00:00Z',
  external_crm: null,
  location: 'Utrecht',
  email: 'info@acme.nl',
  phone: '+31201234567',
  company_name: 'Acme Holding',
  references: [{ type: 'url', value: 'acme.nl' }],
  tags: [],
  booked_hours: 12.5,
  productivity: 0.8,
  last_activity: '2026-03-02',
};

function fakeApi() {
  const calls: Array<{ path: string; query: URLSearchParams }> = [];
  const api: FakeApi = (url) => {
    calls.push({ path: url.pathname, query: url.searchParams });
    if (url.pathname === `/v1/contacts/${ACME}`) return { data: contact };
    if (url.pathname === '/v1/dimension_levels/1/dimensions') return [{ id: 'p1', name: 'Acme support', formatted_name: 'P1 Acme support', is_default: true, contact_id: ACME }];
    if (url.pathname === '/v1/tags') return [{ id: 't1', type: 'url', value: 'acme.nl', scope: 'general', forced: false, contact_id: ACME }];
    throw new Error(`unexpected call ${url.pathname}`);
  };
  return { api, calls };
}

const render = (api: FakeApi) =>
  renderScreen(
    <ResourceContextProvider value="contacts">
      <ContactShow />
    </ResourceContextProvider>,
    { path: '/contacts/:id/show/*', at: `/contacts/${ACME}/show`, api },
  );

describe("a contact's screen", () => {
  it('shows its hours, productivity and last activity on the overview', async () => {
    const { api } = fakeApi();
    await render(api);
    expect((await screen.findByTestId('contact-booked-hours')).textContent).toBe('12.5');
    expect(screen.getByTestId('contact-productivity').textContent).toBe('80%');
    expect(screen.getByTestId('contact-last-activity').textContent).toMatch(/2026|3\/2/);
    expect(screen.getByText('acme.nl')).toBeTruthy();
  });

  it('lists the projects linked to it, and the tags pointing to it, each in its tab', async () => {
    const { api, calls } = fakeApi();
    await render(api);
    fireEvent.click(await screen.findByRole('tab', { name: 'Projects' }));
    expect(await within(await screen.findByTestId('contact-projects')).findByText('P1 Acme support')).toBeTruthy();
    const projects = calls.find((call) => call.path === '/v1/dimension_levels/1/dimensions')!;
    expect(JSON.parse(projects.query.get('filter')!)).toMatchObject({ contact_id: ACME });

    fireEvent.click(screen.getByRole('tab', { name: 'Tags' }));
    const tags = await screen.findByTestId('contact-tags');
    await waitFor(() => expect(within(tags).getByText('Web address')).toBeTruthy());
    expect(JSON.parse(calls.find((call) => call.path === '/v1/tags')!.query.get('filter')!)).toMatchObject({ contact_id: ACME });
  });
});
