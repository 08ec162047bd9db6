// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, type FakeApi } from '../common/testScreen.js';
import { ApiError } from '../errors/api-error.js';
import type { Activity } from '../providers/domain.js';
import { testActivity } from '../day/testing.js';
import { ActivityCustomFieldsDialog } from './ActivityCustomFieldsDialog.js';

afterEach(cleanup);

const field = (key: string, name: string, type: string, options: string[] = []) => ({ id: `id-${key}`, key, name, type, applies_to: 'activity', options, created_at: '', updated_at: '' });
const FIELDS = [field('rate', 'Tarief', 'decimal'), field('kind', 'Soort', 'select', ['advies', 'aangifte'])];

/** The custom field calls as the API answers them: a rate that is no number is refused under its field. */
function fieldsApi() {
  const sent: unknown[] = [];
  const api: FakeApi = (url, method, body) => {
    if (url.pathname === '/v1/rpc/custom_fields') return { data: FIELDS };
    if (method === 'PUT' && url.pathname.startsWith('/v1/activities/')) {
      sent.push(body);
      const values = (body as { customfields: Record<string, unknown> }).customfields;
      if (values.rate === 'veel') {
        throw new ApiError(422, { status: 422, code: 'validation_failed', title: 'Controleer alle velden', message: 'x', reference: 'r', errors: { 'customfields.rate': ['Geen getal.'] } });
      }
      return { data: { ...testActivity({ id: 'a1' }), customfields: values } };
    }
    throw new Error(`Unexpected call ${method} ${url.pathname}`);
  };
  return { api, sent };
}

describe('the custom fields of an activity', () => {
  it('shows a decimal with the Dutch comma, says the API’s refusal under its field, and saves what is typed', async () => {
    const { api, sent } = fieldsApi();
    const saved: Activity[] = [];
    const start: Activity = { ...testActivity({ id: 'a1' }), customfields: { rate: 7.5 } };
    await renderScreen(<ActivityCustomFieldsDialog activity={start} onSaved={(one) => saved.push(one)} onClose={() => undefined} />, { path: '/', at: '/', api, language: 'nl' });

    const rate = await screen.findByTestId('custom-rate');
    expect((rate as HTMLInputElement).value).toBe('7,5');
    fireEvent.change(rate, { target: { value: 'veel' } });
    fireEvent.click(screen.getByTestId('custom-fields-save'));
    expect(await screen.findByText('Geen getal.')).toBeTruthy();

    fireEvent.change(rate, { target: { value: '8,25' } });
    fireEvent.click(screen.getByTestId('custom-fields-save'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(sent.at(-1)).toEqual({ customfields: { rate: '8,25', kind: null } });
  });
});
