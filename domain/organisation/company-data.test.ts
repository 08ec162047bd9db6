import { describe, expect, it } from 'vitest';
import { isCountryCode, isValidBic, isValidIban, isValidVatNumber } from './company-data.js';

describe('company debit data', () => {
  it('takes an IBAN whose mod-97 check holds, written with spaces or in lower case', () => {
    for (const iban of ['NL91ABNA0417164300', 'nl91 abna 0417 1643 00', 'DE89 3704 0044 0532 0130 00', 'BE68539007547034', 'GB82WEST12345698765432']) expect(isValidIban(iban), iban).toBe(true);
  });

  it('refuses an IBAN with a wrong check digit, a swapped pair or a bad shape', () => {
    for (const iban of ['NL92ABNA0417164300', 'NL91ABNA0417163400', 'NL91', '1234567890123456', 'NL91ABNA04171643!0', '']) expect(isValidIban(iban), iban).toBe(false);
  });

  it('knows BICs, VAT numbers and country codes by their form', () => {
    expect([isValidBic('ABNANL2A'), isValidBic('deut de ff 500'), isValidBic('ABNA12')]).toEqual([true, true, false]);
    expect(['NL123456789B01', 'be0123456789', 'DE123456789', 'ATU12345678', 'ES X1234567X'].map(isValidVatNumber)).toEqual([true, true, true, true, true]);
    expect(['NL123456789', 'DE12345678', 'XX123456', '123456789', 'US123456789'].map(isValidVatNumber)).toEqual([false, false, false, false, false]);
    expect(['NL', 'BE', 'DE', 'nl', 'XX', 'NLD'].map(isCountryCode)).toEqual([true, true, true, false, false, false]);
  });
});
