/** A value Stripe's form encoding can carry: nested objects and arrays become `a[b][0]=…`. */
export type FormValue = string | number | boolean | null | undefined | FormValue[] | { [key: string]: FormValue };

/**
 * Stripe's request encoding (application/x-www-form-urlencoded with bracketed keys, docs.stripe.com/api/requests):
 * undefined is left out, null is sent empty (which unsets a field at Stripe).
 */
export function formEncode(params: Record<string, FormValue>): URLSearchParams {
  const form = new URLSearchParams();
  const add = (key: string, value: FormValue): void => {
    if (value === undefined) return;
    if (value === null) form.append(key, '');
    else if (Array.isArray(value)) value.forEach((item, index) => add(`${key}[${index}]`, item));
    else if (typeof value === 'object') for (const [name, item] of Object.entries(value)) add(`${key}[${name}]`, item);
    else form.append(key, String(value));
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return form;
}
