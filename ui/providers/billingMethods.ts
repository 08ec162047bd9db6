import type { z } from 'zod';
import type { customerAnswer, customerBody, order, previewAnswer, setupIntentAnswer } from '../../api/routes/billing/schemas.js';
import type { Standing } from './subscriptionMethods.js';

export type BillingCustomer = z.infer<typeof customerAnswer>['data'];
type BillingCustomerPut = z.input<typeof customerBody>;
export type BillingOrder = z.input<typeof order>;
export type BillingPreview = z.infer<typeof previewAnswer>['data'];
type SetupIntent = z.infer<typeof setupIntentAnswer>['data'];

/** Billing through the payment provider (api-contract §7.15), for the subscription wizard (administrators). */
export interface BillingMethods {
  billingCustomer(): Promise<BillingCustomer>;
  saveBillingCustomer(body: BillingCustomerPut): Promise<BillingCustomer>;
  /** POST /v1/billing/method: a setup intent to confirm at the provider. */
  newPaymentMethod(): Promise<SetupIntent>;
  /** PUT /v1/billing/method: the confirmed setup intent's method becomes the default. */
  usePaymentMethod(setupIntent: string): Promise<BillingCustomer>;
  billingPortal(): Promise<string>;
  previewActivation(body: BillingOrder): Promise<BillingPreview>;
  activateBilling(body: BillingOrder & { agreed: true }): Promise<Standing>;
}

type Send = <T>(method: string, url: string, body?: unknown) => Promise<T>;

export function billingMethods(send: Send): BillingMethods {
  return {
    billingCustomer: async () => (await send<{ data: BillingCustomer }>('GET', '/v1/billing/customer')).data,
    saveBillingCustomer: async (body) => (await send<{ data: BillingCustomer }>('PUT', '/v1/billing/customer', body)).data,
    newPaymentMethod: async () => (await send<{ data: SetupIntent }>('POST', '/v1/billing/method', {})).data,
    usePaymentMethod: async (setupIntent) => (await send<{ data: BillingCustomer }>('PUT', '/v1/billing/method', { setup_intent: setupIntent })).data,
    billingPortal: async () => (await send<{ data: { url: string } }>('POST', '/v1/rpc/billing/portal', {})).data.url,
    previewActivation: async (body) => (await send<{ data: BillingPreview }>('POST', '/v1/rpc/billing/activate/preview', body)).data,
    activateBilling: async (body) => (await send<{ data: Standing }>('POST', '/v1/rpc/billing/activate', body)).data,
  };
}
