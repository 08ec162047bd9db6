import { plansPlugin } from './plugins/plans.js';
import { subscriptionRoutes } from './routes/subscriptions/index.js';
import { billingRoutes } from './routes/billing/index.js';
import { billingWebhookRoutes } from './routes/billing/webhooks.js';
import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TrustProxy } from '../config/settings.js';
import { dependenciesPlugin, type Dependencies } from './dependencies.js';
import { ApiError } from './errors/catalogue.js';
import { answerClientError } from './errors/client-errors.js';
import { newReference, registerErrorHandling, sendError } from './errors/handler.js';
import { languageOfHeaders } from './errors/language.js';
import { activityDaysPlugin } from './plugins/activity-days.js';
import { backgroundPlugin } from './plugins/background.js';
import { authenticationPlugin } from './plugins/authentication.js';
import { csrfPlugin } from './plugins/csrf.js';
import { maintenancePlugin } from './plugins/maintenance.js';
import { openApiPlugin } from './plugins/openapi.js';
import { reactAdminDialectPlugin, reactAdminUrl } from './plugins/react-admin.js';
import { readModelCachesPlugin } from './plugins/read-model-caches.js';
import { readYourWritesPlugin } from './plugins/read-your-writes.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { uiPlugin } from './plugins/ui.js';
import { appointmentRoutes } from './routes/appointments/index.js';
import { appointmentTravelRoutes } from './routes/appointments/travel.js';
import { calendarFeedRoutes } from './routes/calendar-feeds/index.js';
import { activityRoutes } from './routes/activities/index.js';
import { activityRpcRoutes } from './routes/activities/rpc.js';
import { activityWatchRoutes } from './routes/aw/index.js';
import { auditRoutes } from './routes/audit/index.js';
import { calendarGrantRoutes } from './routes/calendars/index.js';
import { microsoftTenantRoutes } from './routes/calendars/tenant.js';
import { microsoftTeamsRoutes } from './routes/calendars/teams.js';
import { sharePointRoutes } from './routes/calendars/sharepoint.js';
import { authRoutes } from './routes/auth/index.js';
import { clientRoutes } from './routes/clients/index.js';
import { impersonationRoutes } from './routes/auth/impersonation.js';
import type { LoginLimits } from './routes/auth/login-attempts.js';
import { contactRoutes } from './routes/contacts/index.js';
import { contactImportRoutes } from './routes/contact-import/index.js';
import { connectRoutes } from './routes/connect/index.js';
import { connectMetaRoutes } from './routes/connect/meta.js';
import { connectSyncRoutes } from './routes/connect/sync.js';
import { crmRoutes } from './routes/crm/index.js';
import { exportRoutes } from './routes/exports/index.js';
import { sourceRoutes } from './routes/sources/index.js';
import { syncErrorRoutes } from './routes/sync-errors/index.js';
import { tagConditionRoutes } from './routes/tag-conditions/index.js';
import { tagRoutes } from './routes/tags/index.js';
import { tagOverviewRoutes } from './routes/tags/overview.js';
import { tagRpcRoutes } from './routes/tags/rpc.js';
import { tokenRoutes } from './routes/tokens/index.js';
import { dayRoutes } from './routes/days/index.js';
import { customFieldRoutes } from './routes/custom-fields/index.js';
import { descriptionRoutes } from './routes/descriptions/index.js';
import { activityNoteRoutes } from './routes/activity-notes/index.js';
import { detectorRoutes } from './routes/detectors/index.js';
import { teamDetectionRoutes } from './routes/detectors/team.js';
import { dayRpcRoutes } from './routes/days/rpc.js';
import { dimensionsRoutes } from './routes/dimensions/index.js';
import { preferenceRoutes } from './routes/preferences/index.js';
import { historyRoutes } from './routes/history/index.js';
import { reportRoutes } from './routes/reports/index.js';
import { linkedSignInRoutes } from './routes/sign-on/linked.js';
import { signOnRoutes } from './routes/sign-on/index.js';
import { userRoutes } from './routes/users/index.js';
import { invitationRoutes } from './routes/users/invites.js';
import { userManagementRoutes } from './routes/users/manage.js';
import { onboardingRoutes } from './routes/onboarding/index.js';
import { notificationRoutes } from './routes/notifications/index.js';
import { say } from '../i18n/text.js';

export interface AppOptions {
  logger: FastifyBaseLogger | false;
  /** Each request and its answer logged at info (LOG_REQUESTS); on by default, npm start turns it off unless asked. */
  logRequests?: boolean;
  /** Which proxies' X-Forwarded-For to believe (TRUST_PROXY); none by default. */
  trustProxy?: TrustProxy;
  /** Login attempts let through per account and per address; LOGIN_LIMITS by default. */
  loginLimits?: Partial<LoginLimits>;
  /** Two-factor codes tried per account and per address; TWO_FACTOR_LIMITS by default. */
  twoFactorLimits?: Partial<LoginLimits>;
  /** Password reset links asked for and used per account and per address; RESET_LIMITS by default. */
  resetLimits?: Partial<LoginLimits>;
  /** Told of every route as it is registered (the OpenAPI test checks that the document has each API route). */
  onRoute?: (route: RouteOptions) => void;
}

/** The Fastify app: external plugins, then our services, then one route plugin per resource. */
export async function buildApp(deps: Dependencies, options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    // /ra/v1/… is /v1/… in react-admin's dialect (api/plugins/react-admin.ts).
    rewriteUrl: reactAdminUrl,
    // The reference in every error answer and log line.
    genReqId: newReference,
    logController: new LogController({ requestIdLogLabel: 'reference', disableRequestLogging: options.logRequests === false }),
    bodyLimit: 1024 * 1024,
    trustProxy: proxyTrust(options.trustProxy ?? false),
    // Requests the HTTP parser refuses (431: headers or address too long) never reach the error handler.
    clientErrorHandler: (error, socket) => answerClientError(options.logger || undefined, error, socket),
    // Malformed %-escapes and over-long path parameters fail in the router, before the error handler: same shape.
    frameworkErrors: (error, request, reply) => {
      sendError(request, reply.header('X-Request-Reference', request.id), new ApiError('bad_request', say('address_unreadable')), languageOfHeaders(request));
    },
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // Set as the request arrives (an error answer keeps it): a hook that runs before every answer cost each one a promise.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Reference', request.id);
    done();
  });

  await app.register(fastifyCookie);
  await app.register(securityHeadersPlugin);
  await app.register(openApiPlugin);
  await app.register(dependenciesPlugin, deps);
  await app.register(backgroundPlugin);
  await app.register(readModelCachesPlugin);
  // Checked in this order, before the body is read: 503, 419 (not for API tokens), 401, 403 (account), 403 (token's abilities, role).
  await app.register(maintenancePlugin);
  await app.register(csrfPlugin);
  await app.register(authenticationPlugin);
  await app.register(plansPlugin);
  await app.register(readYourWritesPlugin);
  await app.register(activityDaysPlugin);
  await app.register(reactAdminDialectPlugin);
  await app.register(authRoutes, { loginLimits: options.loginLimits, twoFactorLimits: options.twoFactorLimits, resetLimits: options.resetLimits });
  await app.register(clientRoutes);
  await app.register(subscriptionRoutes);
  await app.register(billingRoutes);
  await app.register(billingWebhookRoutes);
  await app.register(signOnRoutes);
  await app.register(linkedSignInRoutes);
  await app.register(impersonationRoutes);
  await app.register(tokenRoutes);
  await app.register(userRoutes);
  await app.register(userManagementRoutes);
  await app.register(invitationRoutes);
  await app.register(onboardingRoutes);
  await app.register(notificationRoutes);
  await app.register(auditRoutes);
  await app.register(contactRoutes);
  await app.register(contactImportRoutes);
  await app.register(tagRoutes);
  await app.register(tagRpcRoutes);
  await app.register(tagOverviewRoutes);
  await app.register(tagConditionRoutes);
  await app.register(appointmentRoutes);
  await app.register(appointmentTravelRoutes);
  await app.register(calendarFeedRoutes);
  await app.register(dimensionsRoutes);
  await app.register(descriptionRoutes);
  await app.register(customFieldRoutes);
  await app.register(preferenceRoutes);
  await app.register(activityRoutes('/v1/activities'));
  await app.register(activityRoutes('/v1/logs'));
  await app.register(activityRpcRoutes);
  await app.register(activityNoteRoutes);
  await app.register(exportRoutes);
  await app.register(dayRoutes);
  await app.register(dayRpcRoutes);
  await app.register(historyRoutes);
  await app.register(reportRoutes);
  await app.register(sourceRoutes);
  await app.register(crmRoutes);
  await app.register(connectRoutes('crm'));
  await app.register(connectRoutes('ticket'));
  await app.register(connectMetaRoutes);
  await app.register(connectSyncRoutes);
  await app.register(syncErrorRoutes);
  await app.register(activityWatchRoutes);
  await app.register(detectorRoutes);
  await app.register(teamDetectionRoutes);
  await app.register(calendarGrantRoutes);
  await app.register(sharePointRoutes);
  await app.register(microsoftTenantRoutes);
  await app.register(microsoftTeamsRoutes);
  await app.register(uiPlugin);
  return app;
}

/**
 * Fastify trusts no hop count (it cannot tell whether the closest peer is the proxy), so a number becomes a
 * function that believes that many hops, as Express does: only right where the portal is reachable solely
 * through those proxies (the README says so).
 */
function proxyTrust(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
