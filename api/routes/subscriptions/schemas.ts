import { z } from 'zod';
import { DEACTIVATION_REASONS } from '../../../identity/users.js';
import { PAID_PLANS, PLAN_NAMES } from '../../../plans/index.js';

const paidPlan = z.enum(PAID_PLANS).describe('A paid plan (api-contract §9.3): sidekick is shown as Professional, timesheets as Premium.');

export const subscriptionParams = z.strictObject({ userId: z.uuid() });

export const subscriptionResource = z
  .object({
    user_id: z.uuid(),
    type: z.enum(PLAN_NAMES),
    state: z.enum(['active', 'ended']).describe('active while valid: until and including the moment it ends (plans/subscriptions.ts).'),
    started_at: z.date(),
    ends_at: z.date().nullable(),
  })
  .meta({ id: 'Subscription' });

export const subscriptionPut = z.strictObject({ type: paidPlan }).meta({ id: 'SubscriptionPut' });

export const activation = z
  .strictObject({
    type: paidPlan,
    user_ids: z.array(z.uuid()).min(1).max(10_000).optional().describe("Who gets a subscription; every active person of the firm when absent."),
    agreed: z.literal(true).describe('Activation requires agreeing to the stated information (product-spec §5).'),
  })
  .meta({ id: 'Activation' });

export const firmDeactivation = z
  .strictObject({
    reason: z.enum(DEACTIVATION_REASONS).describe('Why the firm ends its subscription.'),
    explanation: z.string().max(2000).optional().describe('What the person wrote besides the reason; kept in the log only.'),
  })
  .meta({ id: 'FirmDeactivation' });

export const standingResource = z
  .object({
    plans: z.boolean().describe('Whether plans apply on this installation (PLANS); off, nothing below limits anyone.'),
    status: z.enum(['trial', 'active', 'suspended']),
    plan: z.enum(PLAN_NAMES).nullable().describe('The plan whose limits apply; null: none (a running trial, or plans off).'),
    plan_name: z.string().nullable().describe('The plan as people read it.'),
    history_from: z.iso.date().nullable().describe('The first date you may view; null: all of it.'),
    trial: z
      .object({ trial_days: z.number().int(), remaining_days: z.number().int().describe('Zero once it ran out.'), ends_at: z.date() })
      .nullable()
      .describe('While the firm has not activated.'),
    deactivation_reason: z.enum(DEACTIVATION_REASONS).nullable(),
    subscriptions: z.array(subscriptionResource).describe("Administrators: everyone's; others: their own."),
  })
  .meta({ id: 'SubscriptionStanding' });
