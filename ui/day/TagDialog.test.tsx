// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, testDay, testUser, type FakeApi } from '../common/testScreen.js';
import type { Activity } from '../providers/domain.js';
import DayScreen from './DayScreen.js';
import { clustersOf, DAY_ID, testActivity } from './testing.js';

afterEach(() => cleanup());

const CONTACT = { id: '00000000-0000-4000-8000-0000000000c7', name: 'Atelier Noord', formatted_name: 'C1006 Atelier Noord' };
const ADDRESS = { type: 'email', value: 'jan@atelier-noord.nl' } as const;
const DOMAIN = { type: 'email_domain', value: 'atelier-noord.nl' } as const;
const mail = (minute: number, references: Activity['references']) =>
  testActivity({ minute, source: { type: 'email', identifier: 'outlook', name: 'Outlook' }, context: { title: 'RE: Aangifte' }, references });

/** A day of mails; the API tags what it is sent and creates the tag it is sent. */
function mailDay(activities: Activity[]) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const api: FakeApi = (url, method, body) => {
    const path = url.pathname;
    calls.push({ method, path, body });
    if (path === '/v1/days') return [testDay('2026-11-20', { id: DAY_ID, activity_count: activities.length })];
    if (path === `/v1/days/${DAY_ID}`) return { data: { ...testDay('2026-11-20', { id: DAY_ID }), detected_after_publishing: [] } };
    if (path === '/v1/rpc/activities/overview') return { data: clustersOf(activities) };
    // The person's preferences (day_processing): the defaults.
    if (path === '/v1/preferences') return { data: [] };
    if (path === '/v1/contacts') return [CONTACT];
    if (path === '/v1/activity_notes') return { data: [], meta: { pagination: { count: 0, total: 0 } } };
    if (path.startsWith('/v1/dimension_levels/')) return [];
    if (path === '/v1/rpc/days/external-crm/status') return { data: { day_id: DAY_ID, status: 'unknown', activities: [] } };
    if (path === '/v1/rpc/logs/batch-edit') {
      const { logs } = body as { logs: string[] };
      return { data: activities.filter((a) => logs.includes(a.id)).map((a) => ({ ...a, contact_id: CONTACT.id, display_status: 'open_tagged' })) };
    }
    if (path === '/v1/tags' && method === 'POST') return { data: { id: '00000000-0000-4000-8000-0000000000f1', ...(body as object) } };
    // The day's appointment step: nothing to arrange on this day.
    if (path === '/v1/rpc/appointments/pending') return { data: [] };
    throw new Error(`unexpected call ${method} ${path}`);
  };
  return { api, calls };
}

async function tagFirstWith(activities: Activity[], choose: () => Promise<void>, user = testUser()) {
  const fake = mailDay(activities);
  await renderScreen(<DayScreen />, { path: '/day', at: '/day?date=2026-11-20', api: fake.api, user });
  await screen.findByTestId(`activity-row-${activities[0]!.id}`);
  fireEvent.click(screen.getByTestId(`activity-select-${activities[0]!.id}`));
  act(() => void document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 't', bubbles: true })));
  const picker = within(await screen.findByTestId('contact-picker')).getByRole('combobox');
  fireEvent.change(picker, { target: { value: 'Atel' } });
  fireEvent.click(await screen.findByRole('option', { name: 'C1006 Atelier Noord' }));
  await choose();
  fireEvent.click(screen.getByTestId('tag-apply'));
  return fake.calls;
}

describe('"always for this reference" in the tag dialog', () => {
  it("tags the activity and creates the person's own tag of its most specific reference", async () => {
    const calls = await tagFirstWith([mail(0, [ADDRESS, DOMAIN]), mail(30, [ADDRESS, DOMAIN])], async () => {
      fireEvent.click(within(screen.getByTestId('tag-always')).getByRole('checkbox', { name: 'Always for this reference' }));
    });

    await waitFor(() => expect(calls.find((c) => c.path === '/v1/tags')?.body).toEqual({ type: 'email', value: 'jan@atelier-noord.nl', contact_id: CONTACT.id, scope: 'personal' }));
    expect(calls.find((c) => c.path === '/v1/rpc/logs/batch-edit')?.body).toEqual({ logs: ['a0'], contact_id: CONTACT.id, internal: false });
  });

  it('lets the person choose another of its references, and an administrator make the tag the firm’s', async () => {
    const admin = testUser({ role: 'admin', is_admin: true, is_manager: true });
    const calls = await tagFirstWith(
      [mail(0, [ADDRESS, DOMAIN])],
      async () => {
        const always = within(screen.getByTestId('tag-always'));
        fireEvent.click(always.getByRole('checkbox', { name: 'Always for this reference' }));
        fireEvent.mouseDown(within(screen.getByTestId('tag-always-reference')).getByRole('combobox'));
        fireEvent.click(await screen.findByRole('option', { name: 'Email domain: atelier-noord.nl' }));
        fireEvent.click(always.getByRole('checkbox', { name: 'For everyone in the firm (general tag)' }));
      },
      admin,
    );

    await waitFor(() => expect(calls.find((c) => c.path === '/v1/tags')?.body).toEqual({ type: 'email_domain', value: 'atelier-noord.nl', contact_id: CONTACT.id, scope: 'general' }));
  });

  it('creates no tag unless asked, and offers none when the activity has no reference to tag by', async () => {
    const calls = await tagFirstWith([mail(0, [ADDRESS])], async () => {
      expect(within(screen.getByTestId('tag-always')).getByRole('checkbox', { name: 'Always for Email address: jan@atelier-noord.nl' })).toBeTruthy();
    });
    await waitFor(() => expect(calls.some((c) => c.path === '/v1/rpc/logs/batch-edit')).toBe(true));
    expect(calls.some((c) => c.path === '/v1/tags')).toBe(false);

    cleanup();
    await tagFirstWith([mail(0, [])], async () => {
      expect(screen.queryByTestId('tag-always')).toBeNull();
    });
  });
});
