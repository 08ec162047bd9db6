// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { AdminContext, Notification, useNotify, type I18nProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../i18n/index.js';
import { ApiError } from './api-error.js';
import { ErrorDisplay, NotificationFilter } from './ErrorDisplay.js';
import { enterMaintenance, leaveMaintenance } from './maintenance.js';
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

/** The admin's error display around a screen, with react-admin's notifications and a /maintenance route. */
function renderDisplay(i18nProvider: I18nProvider, screenContent: ReactNode = null) {
  return render(
    <MemoryRouter initialEntries={['/day']}>
      <AdminContext i18nProvider={i18nProvider}>
        <ErrorDisplay />
        <NotificationFilter>
          <Routes>
            <Route path="/day" element={screenContent} />
            <Route path="/maintenance" element={<p>maintenance screen</p>} />
          </Routes>
        </NotificationFilter>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('the error display', () => {
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

  it('keeps react-admin from repeating an error it has shown, and lets other notifications through', async () => {
    const error = conflict();
    // What react-admin does after a failed save: notify the error's message; then the screen notifies something else.
    function Screen() {
      const notify = useNotify();
      useEffect(() => {
        notify(error.message, { type: 'error' });
        notify('Contact saved', { type: 'info' });
      }, [notify]);
      return null;
    }

    reportError(error, { resource: 'contacts', action: 'create' });
    renderDisplay(english, <Screen />);

    await screen.findByText('Contact saved');
    expect(screen.queryByText(error.message)).toBeNull();
  });

  it('goes to the maintenance screen when the API says 503', async () => {
    renderDisplay(english);

    act(() => enterMaintenance());

    await screen.findByText('maintenance screen');
    leaveMaintenance();
  });
});
