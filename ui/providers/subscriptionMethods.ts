import type { z } from 'zod';
import type { activation, firmDeactivation, standingResource, subscriptionPut, subscriptionResource } from '../../api/routes/subscriptions/schemas.js';

/** GET /v1/subscriptions: the firm's plan, trial and subscriptions, and whether plans apply here at all. */
export type Standing = z.infer<typeof standingResource>;
type Activation = z.input<typeof activation>;
export type FirmDeactivation = z.input<typeof firmDeactivation>;
type Subscription = z.infer<typeof subscriptionResource>;
type SubscriptionPut = z.input<typeof subscriptionPut>;

/** The firm's plan and subscription (docs/rules.md, "Plans, trial and subscriptions"). */
export interface SubscriptionMethods {
  standing(): Promise<Standing>;
  /** POST /v1/subscriptions/activate (administrators). */
  activate(body: Activation): Promise<Standing>;
  /** POST /v1/rpc/deactivate (administrators): ends the paid subscription with a reason; the firm falls back to Free. */
  deactivate(body: FirmDeactivation): Promise<Standing>;
  /** PUT /v1/subscriptions/{userId} (administrators): the person gets a running subscription of the plan. */
  subscribePerson(userId: string, body: SubscriptionPut): Promise<Subscription>;
  /** DELETE /v1/subscriptions/{userId} (administrators): the person's subscription ends now. */
  endPersonSubscription(userId: string): Promise<Subscription>;
}

type Send = <T>(method: string, url: string, body?: unknown) => Promise<T>;

export function subscriptionMethods(send: Send): SubscriptionMethods {
  return {
    standing: async () => (await send<{ data: Standing }>('GET', '/v1/subscriptions')).data,
    activate: async (body) => (await send<{ data: Standing }>('POST', '/v1/subscriptions/activate', body)).data,
    deactivate: async (body) => (await send<{ data: Standing }>('POST', '/v1/rpc/deactivate', body)).data,
    subscribePerson: async (userId, body) => (await send<{ data: Subscription }>('PUT', `/v1/subscriptions/${encodeURIComponent(userId)}`, body)).data,
    endPersonSubscription: async (userId) => (await send<{ data: Subscription }>('DELETE', `/v1/subscriptions/${encodeURIComponent(userId)}`)).data,
  };
}
