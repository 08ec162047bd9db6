// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, testUser, type FakeApi } from '../common/testScreen.js';
import { ApiError } from '../errors/api-error.js';
import DetailsScreen from './DetailsScreen.js';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** The profile and language calls over the person kept here, as the API keeps them; every call is noted. */
function detailsApi() {
  const person = testUser({ name_first: 'Sanne', name_last: 'Bakker' });
  const calls: string[] = [];
  const api: FakeApi = (url, method, body) => {
    calls.push(`${method} ${url.pathname} ${JSON.stringify(body ?? null)}`);
    if (url.pathname === `/v1/users/profile/${person.id}` && method === 'PUT') {
      const change = body as { name_first?: string; name_last?: string };
      if (change.name_first === '') {
        throw new ApiError(422, { status: 422, code: 'validation_failed', title: 'Please check all fields and try again', message: 'Please check all fields and try again', reference: 'r1', errors: { name_first: ['Required'] } });
      }
      Object.assign(person, body, { name_full: `${change.name_first ?? person.name_first} ${change.name_last ?? person.name_last}` });
      return { data: person };
    }
    if (url.pathname === '/v1/preferences/language' && method === 'PUT') return { data: [] };
    throw new Error(`Unexpected call ${method} ${url.pathname}`);
  };
  return { api, calls, person };
}

const type = (field: string, value: string) => fireEvent.change(screen.getByTestId(`details-${field}`), { target: { value } });

describe('my details (/account/details)', () => {
  it('shows a refusal under its field, then saves the name', async () => {
    const { api, calls, person } = detailsApi();
    await renderScreen(<DetailsScreen />, { path: '/account/details', at: '/account/details', user: person, api });

    expect(await screen.findByDisplayValue('Sanne')).toBeTruthy();
    expect(screen.getByTestId('details-email').textContent).toBe('Email address: sanne@example.test');
    expect(screen.getByTestId('details-time-zone').textContent).toBe('Time zone: Europe/Amsterdam');
    type('name_first', '');
    fireEvent.click(screen.getByTestId('details-submit'));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(screen.getByTestId('details-name_first').getAttribute('aria-invalid')).toBe('true');

    type('name_first', 'Sanna');
    type('name_prefix', 'van');
    fireEvent.click(screen.getByTestId('details-submit'));

    expect((await screen.findByTestId('details-saved')).textContent).toBe('Your details have been saved.');
    expect(screen.queryByText('Required')).toBeNull();
    expect(calls).toContain(`PUT /v1/users/profile/${person.id} {"name_first":"Sanna","name_prefix":"van","name_last":"Bakker"}`);
  });

  it('switches the portal’s language at once, and saves it as the preference and the language of the mails', async () => {
    const { api, calls, person } = detailsApi();
    await renderScreen(<DetailsScreen />, { path: '/account/details', at: '/account/details', user: person, api });

    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Language' }));
    // The language preferences of product-spec §1, as the bar's menu offers them: French is not one.
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Nederlands', 'English', 'Deutsch']);
    fireEvent.click(await screen.findByRole('option', { name: 'Deutsch' }));

    expect(await screen.findByText('Ihr Name, wie Kollegen und Administratoren ihn sehen.')).toBeTruthy();
    expect(screen.getByTestId('details-submit').textContent).toBe('Speichern');
    await waitFor(() => expect(calls).toContain(`PUT /v1/users/profile/${person.id} {"language":"de"}`));
    expect(calls).toContain('PUT /v1/preferences/language {"code":"de"}');
  });
});
