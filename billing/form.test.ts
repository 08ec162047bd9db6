import { describe, expect, it } from 'vitest';
import { formEncode } from './form.js';

describe("Stripe's form encoding", () => {
  it('brackets nested objects and arrays, leaves undefined out and sends null empty', () => {
    const form = formEncode({ customer: 'cus_1', items: [{ price: 'price_1', quantity: 3 }], tax_id_data: [{ type: 'eu_vat', value: 'NL1' }], email: undefined, description: null });
    expect([...form]).toEqual([
      ['customer', 'cus_1'],
      ['items[0][price]', 'price_1'],
      ['items[0][quantity]', '3'],
      ['tax_id_data[0][type]', 'eu_vat'],
      ['tax_id_data[0][value]', 'NL1'],
      ['description', ''],
    ]);
  });
});
