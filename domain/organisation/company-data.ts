/**
 * The rules of the company debit data (product-spec §3, §5): the account a firm is debited from and its VAT number,
 * given once when it is activated. Pure: the API checks a request with them, the UI could too.
 */

/** Spaces, dots and dashes people type between groups, and lower case: what a number is compared without. */
export const compactCode = (value: string): string => value.replace(/[\s.-]/g, '').toUpperCase();

/**
 * An IBAN by ISO 13616's check: the country and check digits moved to the end, letters as 10–35, the whole number
 * modulo 97 is 1. Catches every single typo and almost every swap of two characters.
 */
export function isValidIban(value: string): boolean {
  const iban = compactCode(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = [...`${iban.slice(4)}${iban.slice(0, 4)}`].map((character) => parseInt(character, 36)).join('');
  // Nine digits at a time keeps the remainder within a safe integer.
  let remainder = 0;
  for (let start = 0; start < digits.length; start += 9) remainder = Number(`${remainder}${digits.slice(start, start + 9)}`) % 97;
  return remainder === 1;
}

/** A BIC (ISO 9362): bank, country, location and optionally branch. */
export const isValidBic = (value: string): boolean => /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(compactCode(value));

/**
 * The forms of VAT numbers where the firms we serve are (the Benelux, Germany, France, Austria, the UK), and the EU's
 * general shape for the other member states: the country's code, then 2–13 digits and letters. Whether the number
 * is registered is for the payment provider to ask the EU's VIES.
 */
const VAT_FORMS: Readonly<Record<string, RegExp>> = {
  NL: /^NL\d{9}B\d{2}$/,
  BE: /^BE[01]\d{9}$/,
  LU: /^LU\d{8}$/,
  DE: /^DE\d{9}$/,
  FR: /^FR[0-9A-HJ-NP-Z]{2}\d{9}$/,
  AT: /^ATU\d{8}$/,
  GB: /^GB(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};
const EU_VAT_COUNTRIES = new Set(['BG', 'CY', 'CZ', 'DK', 'EE', 'EL', 'ES', 'FI', 'HR', 'HU', 'IE', 'IT', 'LT', 'LV', 'MT', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'XI']);

export function isValidVatNumber(value: string): boolean {
  const number = compactCode(value);
  const country = number.slice(0, 2);
  const form = VAT_FORMS[country];
  if (form) return form.test(number);
  return EU_VAT_COUNTRIES.has(country) && /^[A-Z]{2}[0-9A-Z+*]{2,13}$/.test(number);
}

/** A two-letter country code (ISO 3166-1 alpha-2) that the platform's own region names know. */
export function isCountryCode(value: string): boolean {
  if (!/^[A-Z]{2}$/.test(value)) return false;
  return new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(value) !== undefined;
}
