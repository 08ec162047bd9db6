// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, I18nContextProvider, Notification, type I18nProvider } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../i18n/index.js';
import { ApiError } from './api-error.js';
import { ErrorDialog } from './ErrorDialog.js';
import { ErrorDisplay } from './ErrorDisplay.js';
import { reportError } from './reporter.js';

let english: I18nProvider;
let dutch: I18nProvider;
beforeAll(async () => {
  [english, dutch] = await Promise.all([createI18nProvider('en'), createI18nProvider('nl')]);
});
afterEach(cleanup);

const conflict = () =>
  new ApiError(409, {
    status: 409,
    code: 'day_published',
    title: 'This day has been published and can no longer change.',
    message: 'Day 2026-11-20 was published at 17:02.',
    reference: 'req_5f2a',
  });

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

describe('the error display', () => {
  const renderDisplay = (i18nProvider: I18nProvider) =>
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <ErrorDisplay />
        <Notification />
      </AdminContext>,
    );

  it('shows a reported conflict in a dialog, in the reader’s language, with the API’s message, code and reference', async () => {
    renderDisplay(dutch);

    act(() => void reportError(conflict(), { resource: 'days', action: 'publishDay' }));

    const dialog = await screen.findByRole('dialog', { name: 'Deze dag is gepubliceerd en kan niet meer veranderen.' });
    expect(dialog.textContent).toContain('Day 2026-11-20 was published at 17:02.');
    expect(dialog.textContent).toContain('Code: day_published');
    expect(dialog.textContent).toContain('Referentie: req_5f2a');
  });

  it('shows validation and service errors as a notification, not a dialog', async () => {
    renderDisplay(english);

    act(() => void reportError(new ApiError(422, { status: 422, code: 'validation_failed', title: 'Please check all fields and try again', reference: 'r' })));

    await screen.findByText('Please check all fields and try again');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing for 401, 419 and 503, which log out, reload and go to maintenance instead', async () => {
    renderDisplay(english);
    for (const [status, code] of [
      [401, 'unauthenticated'],
      [419, 'csrf_token_mismatch'],
      [503, 'maintenance'],
    ] as const) {
      expect(reportError(new ApiError(status, { status, code, title: code, reference: 'r' }))).toBeUndefined();
    }
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
