import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { historyFrom, isValidSubscription, standingOf, trialHeader, TRIAL_HEADER, type Standing } from '../../plans/index.js';
import type { UserRow } from '../../identity/users.js';
import { ApiError } from '../errors/catalogue.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: reachable without a subscription of one's own, where a firm needs them (reading and giving subscriptions). */
    subscription?: false;
  }
  interface FastifyRequest {
    /** The caller's firm's standing (plans/); null when plans are off (PLANS) or on a public route. */
    standing: Standing | null;
  }
}

const standingOfUser = (user: UserRow, now: Date): Standing =>
  standingOf({ status: user.client_status, plan: user.client_plan, created_at: user.client_created_at, trial_days: user.client_trial_days }, now);

/**
 * With plans on (PLANS), after authentication: every signed-in call's answer carries the trial header while the
 * firm has not activated (api-contract §9.3), and a person without a valid subscription of a firm that activated
 * a paid plan is answered 403 NO_ACTIVE_SUBSCRIPTION (§8.1).
 */
export const plansPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('standing', null);
    if (!app.deps.plans) return;
    app.addHook('onRequest', async (request, reply) => {
      const { user } = request;
      if (!user) return;
      const now = app.deps.clock();
      const standing = standingOfUser(user, now);
      request.standing = standing;
      if (standing.trial) reply.header(TRIAL_HEADER, trialHeader(standing.trial, Math.random));
      if (!standing.subscriptions_required || request.routeOptions.config.subscription === false) return;
      if (!isValidSubscription({ id: user.subscription_id, ends_at: user.subscription_ends_at }, now)) throw new ApiError('NO_ACTIVE_SUBSCRIPTION');
    });
  },
  { name: 'plans', dependencies: ['dependencies', 'authentication'] },
);

/** The first local date the caller may view (their plan's history limit, in their zone), or null for all of it. */
export function viewableFrom(app: FastifyInstance, request: FastifyRequest): string | null {
  return historyFrom(request.standing?.plan ?? null, app.deps.clock(), request.user.time_zone);
}

/** Refuses (403 history_limited) a day before what the caller's plan lets them view. */
export function assertViewable(app: FastifyInstance, request: FastifyRequest, date: string): void {
  const from = viewableFrom(app, request);
  if (from !== null && date < from) throw new ApiError('history_limited');
}

/** A list's condition on its `date` column that leaves out what the caller's plan does not let them view ('' for none). */
export function viewableDates(app: FastifyInstance, request: FastifyRequest, params: unknown[]): string {
  const from = viewableFrom(app, request);
  if (from === null) return '';
  params.push(from);
  return ` AND date >= $${params.length}`;
}
