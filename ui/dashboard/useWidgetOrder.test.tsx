// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, testUser, type FakeApi } from '../common/testScreen.js';
import type { PreferenceEntry } from '../providers/settingsMethods.js';
import { useWidgetOrder } from './useWidgetOrder.js';

afterEach(cleanup);

const ME = testUser().id;

/** The order as the dashboard shows it, and a way to swap the two. */
function OrderProbe() {
  const { order, setOrder } = useWidgetOrder(ME);
  return (
    <button type="button" data-testid="order" onClick={() => setOrder([...order].reverse())}>
      {order.join(',')}
    </button>
  );
}

/** The person's preferences as the API keeps them: widget_order as given, every PUT noted. */
function preferencesApi(widgetOrder: PreferenceEntry) {
  let entries = [widgetOrder];
  const writes: unknown[] = [];
  const api: FakeApi = (url, method, body) => {
    if (method === 'GET' && url.pathname === '/v1/preferences') return { data: entries };
    if (method === 'PUT' && url.pathname === '/v1/preferences/dashboard') {
      writes.push(body);
      entries = [{ chapter: 'dashboard', key: 'widget_order', value: (body as { widget_order: string[] }).widget_order, source: 'user' }];
      return { data: entries };
    }
    throw new Error(`Unexpected call ${method} ${url.pathname}`);
  };
  return { api, writes };
}

describe("the dashboard's widget order", () => {
  it('is kept on the server, so that it follows the person to another browser', async () => {
    const { api, writes } = preferencesApi({ chapter: 'dashboard', key: 'widget_order', value: ['open_days', 'today'], source: 'user' });
    await renderScreen(<OrderProbe />, { path: '/', at: '/', api });
    const order = await screen.findByText('open_days,today');

    fireEvent.click(order);

    expect(await screen.findByText('today,open_days')).toBeTruthy();
    await waitFor(() => expect(writes).toEqual([{ widget_order: ['today', 'open_days'] }]));
  });

  it('takes over the order this browser kept before, once, and forgets it', async () => {
    const store = memoryStore({ [`dashboard.${ME}.order`]: ['open_days', 'today'] });
    const { api, writes } = preferencesApi({ chapter: 'dashboard', key: 'widget_order', value: ['today', 'open_days'], source: 'default' });
    await renderScreen(<OrderProbe />, { path: '/', at: '/', api, store });

    expect(await screen.findByText('open_days,today')).toBeTruthy();
    await waitFor(() => expect(writes).toEqual([{ widget_order: ['open_days', 'today'] }]));
    expect(store.getItem(`dashboard.${ME}.order`)).toBeUndefined();
  });

  it("keeps the server's order over an old one of this browser, which it forgets", async () => {
    const store = memoryStore({ [`dashboard.${ME}.order`]: ['today', 'open_days'] });
    const { api, writes } = preferencesApi({ chapter: 'dashboard', key: 'widget_order', value: ['open_days', 'today'], source: 'user' });
    await renderScreen(<OrderProbe />, { path: '/', at: '/', api, store });

    expect(await screen.findByText('open_days,today')).toBeTruthy();
    await waitFor(() => expect(store.getItem(`dashboard.${ME}.order`)).toBeUndefined());
    expect(writes).toEqual([]);
  });
});
