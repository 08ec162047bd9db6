// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, testUser, type FakeApi } from '../common/testScreen.js';
import { ApiError } from '../errors/api-error.js';
import SettingsScreen from './SettingsScreen.js';

afterEach(cleanup);

const admin = testUser({ role: 'admin', is_admin: true });
const SANNE = testUser({ id: '00000000-0000-4000-8000-0000000000a2', name_first: 'Sanne', name_full: 'Sanne Bakker' });
const refusal = () =>
  new ApiError(422, {
  status: 422,
  code: 'validation_failed',
  title: 'Please check all fields and try again',
  message: 'Please check all fields and try again',
  reference: 'r1',
  errors: { block_size: ['A block lasts longer than zero.'] },
});

/** The firm's one person and her block sizes as the API keeps them: a PUT with a block of 0 is refused whole. */
function blockSizesApi() {
  const firm = { block_size: 60, forced_block_size: 360, round_type: 'regular', ignore_threshold: 25, default_block_size: 360 };
  let hers = { user_id: SANNE.id, ...firm };
  const writes: string[] = [];
  const api: FakeApi = (url, method, body) => {
    const path = `${method} ${url.pathname}`;
    if (path === 'GET /v1/users') return [SANNE];
    if (path === `GET /v1/preferences/block_calculation_settings/${SANNE.id}`) return { data: hers };
    if (path === `PUT /v1/preferences/block_calculation_settings/${SANNE.id}`) {
      writes.push(JSON.stringify(body));
      if ((body as { block_size?: number }).block_size === 0) throw refusal();
      hers = { ...hers, ...(body as object) };
      return { data: hers };
    }
    if (path === `DELETE /v1/preferences/block_calculation_settings/${SANNE.id}`) {
      writes.push('DELETE');
      hers = { user_id: SANNE.id, ...firm };
      return { data: hers };
    }
    if (method === 'GET' && url.pathname.startsWith('/v1/preferences')) return { data: [] };
    throw new Error(`Unexpected call ${path}`);
  };
  return { api, writes };
}

describe('block sizes per person (administrators)', () => {
  it('is reached from the block calculation section', async () => {
    const { api } = blockSizesApi();
    await renderScreen(<SettingsScreen />, { path: '/settings/:module?', at: '/settings/block_calculation', user: admin, api });
    fireEvent.click(await screen.findByTestId('settings-block-sizes-link'));
    expect(await screen.findByTestId(`block-sizes-${SANNE.id}`)).toBeTruthy();
  });

  it('refuses a block of 0 with the reason next to the field, saving nothing, then saves a person’s block size in minutes', async () => {
    const { api, writes } = blockSizesApi();
    await renderScreen(<SettingsScreen />, { path: '/settings/:module?', at: '/settings/block_sizes', user: admin, api });
    const row = await screen.findByTestId(`block-sizes-${SANNE.id}`);
    expect(within(row).getByText('Sanne Bakker')).toBeTruthy();
    const blockSize = within(row).getByTestId('setting-block_calculation_settings-block_size').querySelector('input')!;
    expect(blockSize.value).toBe('1');

    fireEvent.change(blockSize, { target: { value: '0' } });
    fireEvent.click(within(row).getByTestId(`block-sizes-save-${SANNE.id}`));
    expect(await within(row).findByText('A block lasts longer than zero.')).toBeTruthy();

    fireEvent.change(blockSize, { target: { value: '15' } });
    const save = within(row).getByTestId(`block-sizes-save-${SANNE.id}`);
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(writes).toEqual(['{"block_size":0}', '{"block_size":900}']));
    await waitFor(() => expect(screen.getByTestId(`block-sizes-${SANNE.id}`).querySelector('input')!.value).toBe('15'));

    fireEvent.click(screen.getByTestId(`block-sizes-use-firms-${SANNE.id}`));
    await waitFor(() => expect(screen.getByTestId(`block-sizes-${SANNE.id}`).querySelector('input')!.value).toBe('1'));
    expect(writes.at(-1)).toBe('DELETE');
  });
});
