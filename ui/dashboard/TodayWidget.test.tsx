// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, testDay } from '../common/testScreen.js';
import type { Day } from '../providers/domain.js';
import { TodayWidget } from './TodayWidget.js';

afterEach(cleanup);

describe("the dashboard's today", () => {
  it('shows that it is loading until the day arrives, never a false "no activity"', async () => {
    let answer: (days: Day[]) => void = () => undefined;
    const days = new Promise<Day[]>((resolve) => {
      answer = resolve;
    });
    await renderScreen(<TodayWidget />, { path: '/', at: '/', language: 'nl', api: (url) => (url.pathname === '/v1/days' ? days : []) });
    const widget = await screen.findByTestId('today-widget');
    expect(widget.getAttribute('aria-busy')).toBe('true');
    expect(widget.textContent).not.toContain('Geen activiteit');

    await act(async () => answer([testDay('2026-11-20', { status: 'open', duration: 3600, activity_count: 4 })]));
    await waitFor(() => expect(widget.getAttribute('aria-busy')).toBe('false'));
    expect(widget.textContent).toContain('Open');
  });
});
