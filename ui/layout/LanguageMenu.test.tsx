// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, testUser, type FakeApi } from '../common/testScreen.js';
import { LanguageMenu } from './LanguageMenu.js';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the language menu in the bar', () => {
  it('switches at once and saves the choice as the person’s preference and the language of their mails', async () => {
    const person = testUser();
    const calls: string[] = [];
    const api: FakeApi = (url, method, body) => {
      calls.push(`${method} ${url.pathname} ${JSON.stringify(body ?? null)}`);
      if (url.pathname === '/v1/preferences/language') return { data: [] };
      if (url.pathname === `/v1/users/profile/${person.id}`) return { data: { ...person, ...(body as object) } };
      throw new Error(`Unexpected call ${method} ${url.pathname}`);
    };
    await renderScreen(<LanguageMenu />, { path: '/', at: '/', user: person, api });

    fireEvent.click(await screen.findByRole('button', { name: 'Language' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Deutsch' }));

    expect(await screen.findByRole('button', { name: 'Sprache' })).toBeTruthy();
    await waitFor(() => expect(calls).toEqual(expect.arrayContaining(['PUT /v1/preferences/language {"code":"de"}', `PUT /v1/users/profile/${person.id} {"language":"de"}`])));
  });
});

describe('what the language menu offers', () => {
  it("offers product-spec §1's language preferences: Dutch, English and German, not French", async () => {
    await renderScreen(<LanguageMenu />, { path: '/', at: '/', language: 'nl', api: () => [] });
    fireEvent.click(await screen.findByRole('button', { name: /taal/i }));
    const offered = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(offered).toEqual(['Nederlands', 'English', 'Deutsch']);
  });
});
