import { z } from 'zod';
import { FREQUENCIES, PAYMENT_METHOD_TYPES } from '../../../billing/provider.js';
import { compactCode, isCountryCode, isValidVatNumber } from '../../../domain/organisation/company-data.js';
import { en } from '../../../i18n/texts/en.js';
import { PAID_PLANS } from '../../../plans/index.js';

export const customerBody = z
  .strictObject({
    name: z.string().trim().min(1, en.required).max(200).describe('The firm as its invoices name it.'),
    email: z.email().max(200).describe('Where invoices go.'),
    country: z.string().trim().toUpperCase().refine(isCountryCode).describe('ISO 3166-1 alpha-2.'),
    vat_number: z
      .string()
      .trim()
      .max(30)
      .transform(compactCode)
      .refine(isValidVatNumber, en.vat_number_invalid)
      .nullable()
      .optional()
      .describe("Checked by form (domain/organisation), then kept at the provider as the customer's EU VAT tax id."),
  })
  .meta({ id: 'BillingCustomerPut' });

const paymentMethod = z
  .object({ id: z.string(), type: z.enum(PAYMENT_METHOD_TYPES), brand: z.string().nullable(), last4: z.string().nullable() })
  .meta({ id: 'BillingPaymentMethod' });

export const customerAnswer = z.object({
  data: z
    .object({
      customer: z.object({ id: z.string(), name: z.string(), email: z.string(), country: z.string(), vat_number: z.string().nullable() }).nullable(),
      default_payment_method: paymentMethod.nullable(),
    })
    .meta({ id: 'BillingCustomer' }),
});

export const setupIntentAnswer = z.object({
  data: z
    .object({ id: z.string(), client_secret: z.string().describe("Confirmed with the provider's own page or script."), status: z.string() })
    .meta({ id: 'BillingSetupIntent' }),
});

export const methodPut = z.strictObject({ setup_intent: z.string().min(1).max(255).describe('A setup intent of POST /v1/billing/method the person confirmed.') }).meta({ id: 'BillingMethodPut' });

export const portalBody = z.strictObject({}).optional();
export const portalAnswer = z.object({
  data: z.object({ url: z.url().describe("The provider's portal, for a short while."), return_url: z.url().describe('Where the portal sends the person back: the subscription screen.') }).meta({ id: 'BillingPortal' }),
});

export const order = z
  .strictObject({
    type: z.enum(PAID_PLANS),
    frequency: z.enum(FREQUENCIES).describe('Paid monthly or yearly.'),
    promotion_code: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .optional()
      .describe("A promotion code as the firm typed it (any case): its discount applies. One the provider does not know, or no longer redeems, is a 422 on promotion_code."),
  })
  .meta({ id: 'BillingOrder' });

export const activationOrder = order.extend({ agreed: z.literal(true, { message: en.activation_confirmation_required }) }).meta({ id: 'BillingActivation' });

export const previewAnswer = z.object({
  data: z
    .object({
      lines: z.array(z.object({ description: z.string(), amount: z.number().int(), quantity: z.number().int().nullable() })),
      currency: z.string(),
      total: z.number().int().describe('In cents.'),
      total_excluding_tax: z.number().int().describe('After the discount, before tax.'),
      total_tax: z.number().int(),
      discount: z
        .object({
          amount: z.number().int().describe('In cents, taken off the sum of the lines.'),
          code: z.string().nullable().describe("The promotion code asked for; null for the subscription's own discount."),
          percent_off: z.number().nullable(),
          amount_off: z.number().int().nullable().describe('In cents.'),
        })
        .optional()
        .describe('Only when a discount applies.'),
    })
    .meta({ id: 'BillingPreview' }),
});
