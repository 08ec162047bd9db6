import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activateFirm,
  deactivateFirm,
  endSubscription,
  findFirm,
  historyFrom,
  isValidSubscription,
  planName,
  standingOf,
  subscribe,
  subscriptionsOf,
  type SubscriptionRow,
} from '../../../plans/index.js';
import { billingAccountOf, forgetSubscription } from '../../../billing/index.js';
import { say } from '../../../i18n/text.js';
import { ApiError } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { forgetCachedSessions } from '../../plugins/authentication.js';
import { atProvider } from '../billing/at-provider.js';
import { activation, firmDeactivation, standingResource, subscriptionParams, subscriptionPut, subscriptionResource } from './schemas.js';

const tags = ['subscriptions'];
/** Administrators, also one without a subscription of their own: these calls are how a firm gets them. */
const adminConfig = { roles: ['admin'], subscription: false } as const;
const one = z.object({ data: subscriptionResource });
export const standing = z.object({ data: standingResource });

/**
 * The firm's plan, trial and people's subscriptions (api-contract §7.3, §9.3; docs/rules.md, "Plans, trial and
 * subscriptions"). With plans off (PLANS, a self-hosted install's default) the state reads as such and every change
 * answers 412.
 */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pool, clock } = app.deps;
  const plansOn = () => {
    if (!app.deps.plans) throw new ApiError('precondition_failed', say('plans_off'));
  };
  const changed = (request: FastifyRequest) => forgetCachedSessions(app, (user) => user.client_id === request.user.client_id);

  app.get('/v1/subscriptions', {
    config: { subscription: false },
    schema: {
      tags,
      summary: "Your firm's plan, trial and subscriptions",
      description: 'Not in the contract, which reads these from the user and the trial header: the subscription screen and the trial bar read them here.',
      response: { 200: standing },
    },
    handler: async (request) => standingAnswer(app, request),
  });

  app.put('/v1/subscriptions/:userId', {
    config: adminConfig,
    schema: {
      tags,
      summary: 'Gives a person a running subscription of a plan, or changes theirs (administrators)',
      params: subscriptionParams,
      body: subscriptionPut,
      response: { 200: one, ...errorAnswers('forbidden', 'model_not_found', 'precondition_failed') },
    },
    handler: async (request) => {
      plansOn();
      const row = await subscribe(pool, request.user.client_id, request.params.userId, request.body.type, clock());
      if (!row) throw new ApiError('model_not_found', say('user_not_found'));
      changed(request);
      return { data: presentSubscription(row, clock()) };
    },
  });

  app.delete('/v1/subscriptions/:userId', {
    config: adminConfig,
    schema: {
      tags,
      summary: "Ends a person's subscription now (administrators)",
      description: 'Once the firm has activated a paid plan, the person is then answered 403 NO_ACTIVE_SUBSCRIPTION. 404 when they have none.',
      params: subscriptionParams,
      response: { 200: one, ...errorAnswers('forbidden', 'model_not_found', 'precondition_failed') },
    },
    handler: async (request) => {
      plansOn();
      const row = await endSubscription(pool, request.user.client_id, request.params.userId, clock());
      if (!row) throw new ApiError('model_not_found', say('subscription_not_found'));
      changed(request);
      return { data: presentSubscription(row, clock()) };
    },
  });

  app.post('/v1/subscriptions/activate', {
    config: adminConfig,
    schema: {
      tags,
      summary: 'Activates the firm on a paid plan, with a subscription for each person named (administrators)',
      description: 'Ends the trial or a fall-back to Free at once. Someone named who is not an active person of the firm: 422 on user_ids, and nothing changes.',
      body: activation,
      response: { 200: standing, ...errorAnswers('forbidden', 'precondition_failed') },
    },
    handler: async (request) => {
      plansOn();
      const { type, user_ids } = request.body;
      const userIds = user_ids ?? (await activePeople(app, request.user.client_id));
      const { refused } = await activateFirm(pool, request.user.client_id, type, userIds, clock());
      if (refused.length > 0) throw new ApiError('validation_failed', undefined, { user_ids: [say('not_active_people', { ids: refused.join(', ') })] });
      changed(request);
      request.log.info({ plan: type, people: userIds.length }, 'firm activated');
      return standingAnswer(app, request);
    },
  });

  /** A firm that pays through billing stops paying first: only then does it fall back to Free. */
  const cancelAtProvider = async (request: FastifyRequest) => {
    const { billing } = app.deps;
    const account = billing && (await billingAccountOf(pool, request.user.client_id));
    const firm = await findFirm(pool, request.user.client_id);
    if (!billing || !account?.subscription_id || firm.status !== 'active' || firm.plan === null || firm.plan === 'free') return;
    const subscriptionId = account.subscription_id;
    await atProvider(() => billing.cancelSubscription(subscriptionId));
    await forgetSubscription(pool, request.user.client_id);
  };

  app.post('/v1/rpc/deactivate', {
    config: adminConfig,
    schema: {
      tags,
      summary: "Ends the firm's paid subscription, with a reason (administrators)",
      description:
        "The firm falls back to Free, as after a trial: activity is still recorded, only the last 8 hours can be viewed, until it activates again; every person's subscription ends now. " +
        '412 when the firm has no paid plan to end (on trial, or Free already), and nothing changes. A firm that pays through billing has its subscription at the provider cancelled first.',
      body: firmDeactivation,
      response: { 200: standing, ...errorAnswers('forbidden', 'precondition_failed', 'unexpected_result') },
    },
    handler: async (request) => {
      plansOn();
      const { reason, explanation } = request.body;
      await cancelAtProvider(request);
      if (!(await deactivateFirm(pool, request.user.client_id, reason, clock()))) throw new ApiError('precondition_failed', say('no_paid_plan'));
      changed(request);
      request.log.info({ reason, explanation }, 'firm subscription ended');
      return standingAnswer(app, request);
    },
  });
};

export async function activePeople(app: FastifyInstance, clientId: string): Promise<string[]> {
  const { rows } = await app.deps.pool.query<{ id: string }>('SELECT id FROM users WHERE client_id = $1 AND deleted_at IS NULL AND NOT is_deactivated', [clientId]);
  return rows.map((row) => row.id);
}

/** The firm's standing, read afresh (after a change the request's own session is a moment old), as the caller may see it. */
export async function standingAnswer(app: FastifyInstance, request: FastifyRequest) {
  const { pool, clock, plans } = app.deps;
  const { client_id, id, role, time_zone } = request.user;
  const now = clock();
  const firm = await findFirm(pool, client_id);
  const { plan, trial } = plans ? standingOf(firm, now) : { plan: null, trial: null };
  const subscriptions = plans ? (await subscriptionsOf(pool, client_id)).filter((row) => role === 'admin' || row.user_id === id) : [];
  return {
    data: {
      plans,
      status: firm.status,
      plan,
      plan_name: plan && planName(plan),
      history_from: historyFrom(plan, now, time_zone),
      trial: trial && { trial_days: trial.trial_days, remaining_days: Math.max(0, trial.remaining_days), ends_at: trial.ends_at },
      deactivation_reason: firm.deactivation_reason,
      subscriptions: subscriptions.map((row) => presentSubscription(row, now)),
    },
  };
}

function presentSubscription(row: SubscriptionRow, now: Date) {
  const state = isValidSubscription({ id: row.user_id, ends_at: row.ends_at }, now) ? ('active' as const) : ('ended' as const);
  return { user_id: row.user_id, type: row.plan, state, started_at: row.started_at, ends_at: row.ends_at };
}
