// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../i18n/index.js';
import { DayBanner } from './DayBanner.js';

afterEach(cleanup);

describe("a locked day's banner", () => {
  it('says the day is locked and nothing is sent yet, and unlocks it on request', async () => {
    const onCancelPublish = vi.fn();
    render(
      <I18nContextProvider value={await createI18nProvider('nl')}>
        <DayBanner status="locked" day={undefined} locale="nl" timeZone="Europe/Amsterdam" busy={false} sync={undefined} onCancelPublish={onCancelPublish} />
      </I18nContextProvider>,
    );
    const banner = screen.getByTestId('day-banner');
    expect(banner.textContent).toContain('Vastgezet, nog niet gepubliceerd');
    expect(banner.textContent).toContain('Er is nog niets verstuurd');
    expect(banner.textContent).not.toContain('Wordt gepubliceerd');
    fireEvent.click(screen.getByRole('button', { name: 'Weer openzetten' }));
    expect(onCancelPublish).toHaveBeenCalledTimes(1);
  });
});
