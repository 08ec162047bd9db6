// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, type FakeApi } from '../common/testScreen.js';
import { ApiError } from '../errors/api-error.js';
import ContactEdit from './ContactEdit.js';

afterEach(cleanup);

const ACME = '00000000-0000-4000-8000-00000000ac01';
const contact = {
  id: ACME,
  name: 'Acme',
  formatted_name: 'Acme',
  code: null,
  type: 'regular',
  status: 'active',
  location: null,
  email: null,
  phone: null,
  company_name: null,
  references: [{ type: 'url', value: 'acme.nl' }],
  tags: [],
  booked_hours: 0,
  productivity: null,
  last_activity: null,
};

/** The API: PUT refuses a reference that is another contact's, naming its row, until it is changed. */
function fakeApi() {
  const puts: unknown[] = [];
  const api: FakeApi = (url, method, body) => {
    if (url.pathname !== `/v1/contacts/${ACME}`) throw new Error(`unexpected call ${method} ${url.pathname}`);
    if (method === 'GET') return { data: contact };
    puts.push(body);
    const references = (body as { references: Array<{ value: string }> }).references;
    if (references.some((reference) => reference.value === 'jan@bakker.nl')) {
      throw new ApiError(422, {
        status: 422,
        code: 'validation_failed',
        title: 'Please check all fields and try again',
        message: 'Please check all fields and try again',
        reference: 'r1',
        errors: { 'references.1.value': ['jan@bakker.nl is already a reference of Bakker.'] },
      });
    }
    return { data: { ...contact, ...(body as object) } };
  };
  return { api, puts };
}

const render = (api: FakeApi, language: 'en' | 'nl' = 'en') =>
  renderScreen(
    <ResourceContextProvider value="contacts">
      <ContactEdit />
    </ResourceContextProvider>,
    { path: '/contacts/:id', at: `/contacts/${ACME}`, api, language },
  );

const valueOfRow = (index: number) => document.querySelector<HTMLInputElement>(`input[name="references.${index}.value"]`)!;

describe("the contact form's references editor", () => {
  it('adds a row, says in the person’s language what is wrong with its value, and sends nothing until it is right', async () => {
    const { api, puts } = fakeApi();
    await render(api, 'nl');
    await waitFor(() => expect(valueOfRow(0).value).toBe('acme.nl'));
    fireEvent.click(screen.getByTestId('contact-reference-add'));
    await waitFor(() => expect(valueOfRow(1)).toBeTruthy());
    fireEvent.change(valueOfRow(1), { target: { value: 'jan.bakker.nl' } });
    fireEvent.click(screen.getByRole('button', { name: /opslaan/i }));
    expect(await screen.findByText('Geen geldig e-mailadres.')).toBeTruthy();
    expect(puts).toEqual([]);
  });

  it("shows the API's refusal on the row it names, and saves the references once they are accepted", async () => {
    const { api, puts } = fakeApi();
    await render(api);
    await waitFor(() => expect(valueOfRow(0).value).toBe('acme.nl'));
    fireEvent.click(screen.getByTestId('contact-reference-add'));
    await waitFor(() => expect(valueOfRow(1)).toBeTruthy());
    fireEvent.change(valueOfRow(1), { target: { value: 'jan@bakker.nl' } });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText('jan@bakker.nl is already a reference of Bakker.')).toBeTruthy();
    expect(puts[0]).toMatchObject({ references: [{ type: 'url', value: 'acme.nl' }, { type: 'email', value: 'jan@bakker.nl' }] });

    fireEvent.change(valueOfRow(1), { target: { value: 'jan@acme.nl' } });
    await waitFor(() => expect(screen.queryByText('jan@bakker.nl is already a reference of Bakker.')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toMatchObject({ references: [{ type: 'url', value: 'acme.nl' }, { type: 'email', value: 'jan@acme.nl' }] });
  });
});
