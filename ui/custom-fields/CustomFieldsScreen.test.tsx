// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, type FakeApi } from '../common/testScreen.js';
import { ApiError } from '../errors/api-error.js';
import CustomFieldsScreen from './CustomFieldsScreen.js';

afterEach(cleanup);

const BUDGET = { id: 'id-budget', key: 'budget', name: 'Budget', type: 'int', applies_to: 'dimension', levels: ['project', 'subproject'], options: [], created_at: '', updated_at: '' };

/** POST /v1/rpc/custom_fields as the API answers it: a definition of dimensions without levels is refused under its levels. */
function fieldsApi() {
  const defined: unknown[] = [];
  const api: FakeApi = (url, _method, body) => {
    if (url.pathname !== '/v1/rpc/custom_fields') throw new Error(`Unexpected call ${url.pathname}`);
    const [definition] = (body as { define?: Array<{ levels: string[] }> } | undefined)?.define ?? [];
    if (definition?.levels.length === 0) {
      throw new ApiError(422, { status: 422, code: 'validation_failed', title: 'Controleer alle velden', message: 'x', reference: 'r', errors: { 'define.0.levels': ['Kies minstens één niveau.'] } });
    }
    if (definition) defined.push(definition);
    return { data: [BUDGET] };
  };
  return { api, defined };
}

describe('the custom fields screen', () => {
  it('shows the levels a field of dimensions is kept on, and defines one on the levels picked, refusing none', async () => {
    const { api, defined } = fieldsApi();
    await renderScreen(<CustomFieldsScreen />, { path: '/', at: '/', api, language: 'nl' });
    expect(within(await screen.findByTestId('custom-field-row-budget')).getByText('Project, Subproject')).toBeTruthy();

    fireEvent.change(screen.getByTestId('custom-field-name'), { target: { value: 'Tariefcode' } });
    fireEvent.change(screen.getByTestId('custom-field-key'), { target: { value: 'fee_code' } });
    const level = (name: string) => within(screen.getByTestId(`custom-field-level-${name}`)).getByRole('checkbox');
    for (const name of ['project', 'subproject', 'working_code']) fireEvent.click(level(name));
    fireEvent.click(screen.getByTestId('custom-field-define'));
    expect(await screen.findByText('Kies minstens één niveau.')).toBeTruthy();

    fireEvent.click(level('working_code'));
    fireEvent.click(level('project'));
    fireEvent.click(screen.getByTestId('custom-field-define'));
    await waitFor(() => expect(defined).toHaveLength(1));
    expect(defined[0]).toMatchObject({ key: 'fee_code', applies_to: 'dimension', levels: ['project', 'working_code'] });
  });
});
