// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nContextProvider, type I18nProvider } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../i18n/index.js';
import { DurationEditor } from './DurationEditor.js';

let english: I18nProvider;
let dutch: I18nProvider;
beforeAll(async () => {
  [english, dutch] = await Promise.all([createI18nProvider('en'), createI18nProvider('nl')]);
});
afterEach(cleanup);

function edit(onSave = vi.fn(async (_seconds: number): Promise<string | null> => null), i18n = english, locale = 'en-US') {
  const onClose = vi.fn();
  render(
    <I18nContextProvider value={i18n}>
      <DurationEditor activityId="a1" seconds={1440} blockSize={360} locale={locale} onSave={onSave} onClose={onClose} />
    </I18nContextProvider>,
  );
  const input = screen.getByTestId<HTMLInputElement>('duration-input-a1');
  const save = (text: string) => {
    fireEvent.change(input, { target: { value: text } });
    fireEvent.click(screen.getByTestId('duration-save-a1'));
  };
  return { input, save, onSave, onClose };
}

describe("an activity's duration in hours", () => {
  it('starts from the duration now, in hours', () => {
    expect(edit().input.value).toBe('0.4');
  });

  it("refuses a duration off the block size in place, with the product's message, without asking the API", () => {
    const { save, onSave } = edit();
    save('0.25');
    expect(screen.getByRole('alert').textContent).toBe('Duration must be a multiple of 0.1 h.');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says so in the reader’s language', () => {
    const { save } = edit(undefined, dutch, 'nl-NL');
    save('0,25');
    expect(screen.getByRole('alert').textContent).toBe('De duur moet een veelvoud van 0,1 u zijn.');
  });

  it('saves whole blocks in seconds and closes', async () => {
    const { save, onSave, onClose } = edit();
    save('0.5');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith(1800);
  });

  it('shows what the API answers when it refuses', async () => {
    const { save, onClose } = edit(vi.fn(async () => 'Duration must be a multiple of 0.1 h.'));
    save('0.5');
    expect((await screen.findByRole('alert')).textContent).toBe('Duration must be a multiple of 0.1 h.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
