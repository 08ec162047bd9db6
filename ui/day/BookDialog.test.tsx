// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { I18nContextProvider, type I18nProvider } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors/api-error.js';
import { createI18nProvider } from '../i18n/index.js';
import { BookDialog } from './BookDialog.js';
import type { BookingChoice, BookingContact } from './booking.js';
import { TEST_DIMENSIONS } from './testing.js';

let english: I18nProvider;
beforeAll(async () => {
  english = await createI18nProvider('en');
});
afterEach(cleanup);

type OnBook = ComponentProps<typeof BookDialog>['onBook'];

function open(onBook = vi.fn<OnBook>(async () => ({ ok: true })), initial: BookingChoice | null = null, contact: BookingContact | null = null) {
  const lists = { ...TEST_DIMENSIONS, projects: TEST_DIMENSIONS.projects.map((project) => ({ ...project, contact_id: project.id === 'kantoor' ? 'acme' : null })) };
  render(
    <I18nContextProvider value={english}>
      <BookDialog open count={3} lists={lists} initial={initial} contact={contact} onClose={() => {}} onBook={onBook} />
    </I18nContextProvider>,
  );
  return onBook;
}

const picker = (testId: string) => within(screen.getByTestId(testId)).getByRole('combobox');

/** Opens a picker and answers the options it offers. */
function offered(testId: string): string[] {
  fireEvent.mouseDown(picker(testId));
  const options = within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent ?? '');
  fireEvent.keyDown(picker(testId), { key: 'Escape' });
  return options;
}

function pick(testId: string, name: string) {
  fireEvent.mouseDown(picker(testId));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name }));
}

describe('the booking picker', () => {
  it("offers the tagged contact's projects first, under the contact's name", () => {
    open(undefined, null, { id: 'acme', name: 'Acme' });
    fireEvent.mouseDown(picker('project-picker'));
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['Kantoor', 'Advies']);
    expect(listbox.textContent).toMatch(/^For Acme.*Other projects/);
  });

  it('offers every project, and nothing below it until a project is chosen', () => {
    open();
    expect(offered('project-picker')).toEqual(['Advies', 'Kantoor']);
    expect(picker('subproject-picker')).toHaveProperty('disabled', true);
    expect(picker('workingcode-picker')).toHaveProperty('disabled', true);
  });

  it("offers only the chosen project's subprojects, then the working codes under the subproject or under nothing", () => {
    open();
    pick('project-picker', 'Advies');
    expect(offered('subproject-picker')).toEqual(['Bedrijfsadvies', 'Fiscaal']);
    pick('subproject-picker', 'Fiscaal');
    expect(offered('workingcode-picker')).toEqual(['Uren', 'Reistijd', 'Aangifte']);
  });

  it('asks for the subproject and working code the project needs before booking', async () => {
    const onBook = open();
    pick('project-picker', 'Advies');
    fireEvent.click(screen.getByTestId('book-apply'));
    expect(within(screen.getByTestId('subproject-picker')).getByText('Required')).toBeTruthy();
    expect(within(screen.getByTestId('workingcode-picker')).getByText('Required')).toBeTruthy();
    expect(onBook).not.toHaveBeenCalled();
  });

  it('books a complete path, and shows dimension_structure_invalid next to the picker the API names', async () => {
    const refusal = new ApiError(422, {
      status: 422,
      code: 'dimension_structure_invalid',
      title: 'Check that the booking is complete: a project may be missing.',
      message: 'Check that the booking is complete: the working code does not belong to the subproject.',
      reference: 'req_1',
      errors: { working_code_id: ['Check that the booking is complete: the working code does not belong to the subproject.'] },
    });
    const onBook = open(vi.fn<OnBook>(async () => ({ ok: false, error: refusal })));
    pick('project-picker', 'Kantoor');
    pick('workingcode-picker', 'Uren');
    fireEvent.click(screen.getByTestId('book-apply'));

    await waitFor(() => expect(onBook).toHaveBeenCalledWith({ project_id: 'kantoor', subproject_id: null, working_code_id: 'uren' }));
    expect(await within(screen.getByTestId('workingcode-picker')).findByText('Check that the booking is complete: a project may be missing.')).toBeTruthy();
    expect(within(screen.getByTestId('project-picker')).queryByText(/Check that/)).toBeNull();
  });

  it('starts from the booking the selection already has', async () => {
    const onBook = open(undefined, { project_id: 'advies', subproject_id: 'fiscaal', working_code_id: 'aangifte' });
    expect(picker('project-picker')).toHaveProperty('value', 'Advies');
    expect(picker('workingcode-picker')).toHaveProperty('value', 'Aangifte');
    fireEvent.click(screen.getByTestId('book-apply'));
    await waitFor(() => expect(onBook).toHaveBeenCalledWith({ project_id: 'advies', subproject_id: 'fiscaal', working_code_id: 'aangifte' }));
  });
});
