import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { InvoicePreview, Order, PaymentProvider, Promotion } from '../../../billing/index.js';
import { say } from '../../../i18n/text.js';
import { subscribedPeople } from '../../../plans/index.js';
import { ApiError } from '../../errors/catalogue.js';
import { activePeople } from '../subscriptions/index.js';
import { atProvider } from './at-provider.js';
import type { order, previewAnswer } from './schemas.js';

/**
 * Who the firm pays for: its active people whose subscription runs (the wizard's users tab switches them on and
 * off). A firm where nobody has one yet, as on trial, is billed for every active person, whom activation then
 * subscribes.
 */
async function billedPeople(app: FastifyInstance, clientId: string): Promise<string[]> {
  const subscribed = await subscribedPeople(app.deps.pool, clientId, app.deps.clock());
  return subscribed.length > 0 ? subscribed : activePeople(app, clientId);
}

/** The promotion code the administrator typed, as the provider knows it: one it does not (or no longer) redeem is a 422 on the field. */
async function promotionOf(app: FastifyInstance, billing: PaymentProvider, code: string | undefined): Promise<Promotion | null> {
  if (code === undefined) return null;
  const found = await atProvider(() => billing.findPromotion(code, app.deps.clock()));
  if (!found) throw new ApiError('validation_failed', undefined, { promotion_code: [say('billing_promotion_code_unknown', { code })] });
  return found;
}

/** The order a request asks for: its plan and frequency, every billed person a seat, and its promotion code's discount. */
export async function orderOf(app: FastifyInstance, billing: PaymentProvider, clientId: string, body: z.infer<typeof order>): Promise<{ order: Order; people: string[] }> {
  const people = await billedPeople(app, clientId);
  const promotion = await promotionOf(app, billing, body.promotion_code);
  return { order: { plan: body.type, frequency: body.frequency, quantity: Math.max(1, people.length), promotion }, people };
}

/** A preview as the API answers it: the discount, when there is one, with the promotion code it came from (null: the subscription's own). */
export function presentPreview(preview: InvoicePreview, promotion: Promotion | null): z.infer<typeof previewAnswer> {
  const { total_discount, ...invoice } = preview;
  if (total_discount === 0) return { data: invoice };
  const discount = { amount: total_discount, code: promotion?.code ?? null, percent_off: promotion?.percent_off ?? null, amount_off: promotion?.amount_off ?? null };
  return { data: { ...invoice, discount } };
}
