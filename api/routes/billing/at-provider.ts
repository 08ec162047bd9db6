import { BillingError } from '../../../billing/index.js';
import { say } from '../../../i18n/text.js';
import { ApiError } from '../../errors/catalogue.js';

/** What the provider said, as the catalogue says it: nothing of a refused call has changed at the provider. */
export async function atProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof BillingError)) throw error;
    const reason = error.providerCode ?? error.message;
    if (error.kind === 'payment_declined') throw new ApiError('payment_declined', say('billing_payment_declined', { reason }));
    if (error.kind === 'tax_id_invalid') throw new ApiError('validation_failed', undefined, { vat_number: [say('billing_tax_id_refused', { reason })] });
    if (error.kind === 'refused') throw new ApiError('unexpected_result', say('billing_refused', { reason: error.message }));
    throw new ApiError('unexpected_result', say('billing_unavailable'));
  }
}

