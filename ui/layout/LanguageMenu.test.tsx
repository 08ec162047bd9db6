// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../common/testScreen.js';
import { LanguageMenu } from './LanguageMenu.js';

afterEach(cleanup);

describe('the language menu', () => {
  it("offers product-spec §1's language preferences: Dutch, English and German, not French", async () => {
    await renderScreen(<LanguageMenu />, { path: '/', at: '/', language: 'nl', api: () => [] });
    fireEvent.click(await screen.findByRole('button', { name: /taal/i }));
    const offered = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(offered).toEqual(['Nederlands', 'English', 'Deutsch']);
  });
});
