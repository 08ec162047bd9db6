// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nContextProvider, type I18nProvider } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../i18n/index.js';
import { ErrorDialog } from './ErrorDialog.js';

let english: I18nProvider;
beforeAll(async () => {
  english = await createI18nProvider('en');
});
afterEach(cleanup);

describe('the error dialog', () => {
  it('shows heading, message, code and reference, and closes', () => {
    const onClose = vi.fn();
    render(
      <I18nContextProvider value={english}>
        <ErrorDialog error={{ heading: 'This day has been published', message: 'Published at 17:02.', code: 'day_published', reference: 'req_5f2a' }} onClose={onClose} />
      </I18nContextProvider>,
    );

    const dialog = screen.getByRole('dialog', { name: 'This day has been published' });
    expect(dialog.textContent).toContain('Published at 17:02.');
    expect(dialog.textContent).toContain('Code: day_published');
    expect(dialog.textContent).toContain('Reference: req_5f2a');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is not there without an error', () => {
    render(
      <I18nContextProvider value={english}>
        <ErrorDialog error={null} onClose={() => {}} />
      </I18nContextProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the error dialog in the reader’s language', () => {
  it('shows what to do in Dutch first when the answer has no message, and keeps the code and reference small, for support', async () => {
    render(
      <I18nContextProvider value={await createI18nProvider('nl')}>
        <ErrorDialog error={{ heading: 'Er ging iets mis bij het bijwerken.', message: null, code: 'init_publish', reference: 'req_7c1d' }} onClose={() => {}} />
      </I18nContextProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Er ging iets mis bij het bijwerken.' });
    expect(dialog.getAttribute('aria-describedby')).toBe('error-dialog-message');
    expect(document.getElementById('error-dialog-message')?.textContent).toBe('Probeer het nog eens. Gaat het weer mis, geef dan de gegevens hieronder door aan je beheerder.');
    const support = screen.getByTestId('error-dialog-support');
    expect(support.textContent).toBe('Voor support · Code: init_publish · Referentie: req_7c1d');
    expect(support.className).toContain('MuiTypography-caption');
  });
});
