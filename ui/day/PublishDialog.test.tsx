// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nContextProvider, type I18nProvider } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../i18n/index.js';
import { PublishDialog } from './PublishDialog.js';

let english: I18nProvider;
beforeAll(async () => {
  english = await createI18nProvider('en');
});
afterEach(cleanup);

function show(unbooked: number) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <I18nContextProvider value={english}>
      <PublishDialog open booked={6 * 3600} unbooked={unbooked} busy={false} onConfirm={onConfirm} onClose={onClose} />
    </I18nContextProvider>,
  );
  return { onConfirm, onClose };
}

describe('publishing a day', () => {
  it('warns how much unbooked time stays behind, and publishes anyway only on a yes', () => {
    const { onConfirm, onClose } = show(1800);
    const dialog = screen.getByRole('dialog', { name: 'Publish this day?' });
    expect(screen.getByTestId('publish-warning').textContent).toBe('This day has 0:30 of unbooked time. It will not be published.');
    expect(dialog.textContent).toContain('You are publishing 6:00 of booked time. A published day can no longer change.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('publish-confirm'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('publish-confirm').textContent).toBe('Publish anyway');
  });

  it('has no warning when everything is booked', () => {
    show(0);
    expect(screen.queryByTestId('publish-warning')).toBeNull();
    expect(screen.getByTestId('publish-confirm').textContent).toBe('Publish');
  });
});
