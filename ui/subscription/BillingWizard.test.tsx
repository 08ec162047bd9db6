// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, testUser, type FakeApi } from '../common/testScreen.js';
import { ApiError } from '../errors/api-error.js';
import type { BillingCustomer, BillingPreview } from '../providers/billingMethods.js';
import type { Standing } from '../providers/subscriptionMethods.js';
import { BillingWizard } from './BillingWizard.js';

afterEach(cleanup);

const people = [
  testUser({ id: '00000000-0000-4000-8000-00000000000a', name_full: 'Anna Admin', email: 'anna@firm.test', role: 'admin' }),
  testUser({ id: '00000000-0000-4000-8000-00000000000b', name_full: 'Bram Boekhouder', email: 'bram@firm.test' }),
  testUser({ id: '00000000-0000-4000-8000-00000000000c', name_full: 'Cas Controller', email: 'cas@firm.test' }),
];

const standing = (subscribed: ReadonlySet<string>): Standing => ({
  plans: true,
  status: 'trial',
  plan: null,
  plan_name: null,
  history_from: null,
  trial: { trial_days: 14, remaining_days: 9, ends_at: new Date('2026-12-01T09:00:00Z') },
  deactivation_reason: null,
  subscriptions: [...subscribed].map((user_id) => ({ user_id, type: 'timesheets' as const, state: 'active' as const, started_at: new Date('2026-11-20T09:00:00Z'), ends_at: null })),
});

const paying: BillingCustomer = {
  customer: { id: 'cus_1', name: 'Firm', email: 'billing@firm.test', country: 'NL', vat_number: null },
  default_payment_method: { id: 'pm_card_visa', type: 'card', brand: 'visa', last4: '4242' },
};

/**
 * The billing calls as the API answers them: €10 a seat, every switched-on person a seat (everyone while nobody
 * is), SPRING20 takes 20% off, any other code is refused on its field.
 */
function billingApi(customer: BillingCustomer, subscribed = new Set<string>()): FakeApi & { puts: unknown[] } {
  const puts: unknown[] = [];
  const api = (url: URL, method: string, body: unknown) => {
    if (url.pathname === '/v1/billing/customer') return { data: customer };
    if (url.pathname === '/v1/subscriptions') return { data: standing(subscribed) };
    if (url.pathname === '/v1/users') return people;
    const person = /^\/v1\/subscriptions\/(.+)$/.exec(url.pathname)?.[1];
    if (person !== undefined) {
      if (method === 'PUT') {
        puts.push(body);
        subscribed.add(person);
      } else subscribed.delete(person);
      return { data: standing(new Set([person])).subscriptions[0] };
    }
    if (url.pathname === '/v1/rpc/billing/activate/preview') return { data: previewOf(body, subscribed.size || people.length) };
    throw new Error(`unexpected ${method} ${url.pathname}`);
  };
  return Object.assign(api, { puts });
}

function previewOf(body: unknown, seats: number): BillingPreview {
  const code = typeof body === 'object' && body !== null && 'promotion_code' in body ? body.promotion_code : undefined;
  if (code !== undefined && code !== 'SPRING20') {
    const message = `The promotion code ${String(code)} is unknown or has expired.`;
    throw new ApiError(422, { status: 422, code: 'validation_failed', title: 'The given data was invalid.', message, reference: 'r1', errors: { promotion_code: [message] } });
  }
  const lines = [{ description: `${seats} × Tally timesheets (per month)`, amount: 1000 * seats, quantity: seats }];
  const discount = code ? { amount: 200 * seats, code, percent_off: 20, amount_off: null } : undefined;
  const excluding = 1000 * seats - (discount?.amount ?? 0);
  return { lines, currency: 'eur', total_excluding_tax: excluding, total_tax: Math.round(excluding * 0.21), total: excluding + Math.round(excluding * 0.21), ...(discount ? { discount } : {}) };
}

const renderWizard = (api: FakeApi) => renderScreen(<BillingWizard standing={standing(new Set())} />, { path: '/', at: '/', api, user: people[0] });

describe('the subscription and billing wizard', () => {
  it("has the spec's tabs in its order, each reachable, and says which earlier step one still needs", async () => {
    await renderWizard(billingApi({ customer: null, default_payment_method: null }));
    const tabs = within(await screen.findByTestId('billing-wizard')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Billing information', 'Overview', 'Payment method', 'Promotional quote', 'Users', 'Finish']);
    fireEvent.click(screen.getByTestId('billing-step-finish'));
    expect(screen.getByTestId('billing-missing').textContent).toBe('First complete: Billing information, Payment method.');
    expect(screen.queryByTestId('billing-activate')).toBeNull();
    fireEvent.click(screen.getByTestId('billing-step-users'));
    expect(await screen.findByText('Bram Boekhouder')).toBeTruthy();
  });

  it('switches a person on in the users tab, and the overview bills the people switched on', async () => {
    const api = billingApi(paying);
    await renderWizard(api);
    fireEvent.click(await screen.findByTestId('billing-step-overview'));
    await waitFor(() => expect(screen.getByTestId('billing-preview-table').textContent).toContain('3 × Tally timesheets'));

    fireEvent.click(screen.getByTestId('billing-step-users'));
    expect((await screen.findByTestId('billing-users-everyone')).textContent).toContain('each of the 3 active people');
    fireEvent.click(within(screen.getByTestId(`billing-user-${people[1]?.id}`)).getByRole('switch', { name: 'Bram Boekhouder' }));
    await waitFor(() => expect(screen.getByTestId('billing-users-billed').textContent).toBe('Billed for 1 person'));
    expect(api.puts).toEqual([{ type: 'timesheets' }]);
    expect(screen.queryByTestId('billing-users-everyone')).toBeNull();

    fireEvent.click(screen.getByTestId('billing-step-overview'));
    await waitFor(() => expect(screen.getByTestId('billing-preview-table').textContent).toContain('1 × Tally timesheets'));
    expect(screen.getByTestId('billing-total').textContent).toBe('€12.10');
  });

  it('refuses a wrong promotion code next to its field, and shows a good one’s discount in the lines and totals', async () => {
    await renderWizard(billingApi(paying));
    fireEvent.click(await screen.findByTestId('billing-step-promotion'));
    const field = screen.getByTestId('billing-promotion-code');
    fireEvent.change(field, { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByTestId('billing-promotion-apply'));
    expect(await screen.findByText('The promotion code NOPE is unknown or has expired.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(field, { target: { value: 'SPRING20' } });
    fireEvent.click(screen.getByTestId('billing-promotion-apply'));
    expect((await screen.findByTestId('billing-discount')).textContent).toBe('-€6.00');
    expect(screen.getByTestId('billing-preview-table').textContent).toContain('Promotion code SPRING20 (20% off)');
    expect(screen.getByTestId('billing-total_excluding_tax').textContent).toBe('€24.00');

    fireEvent.click(screen.getByTestId('billing-promotion-next'));
    fireEvent.click(screen.getByTestId('billing-users-next'));
    await waitFor(() => expect(screen.getByTestId('billing-total').textContent).toBe('€29.04'));
  });
});
