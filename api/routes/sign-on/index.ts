import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { configuredProviders, SIGN_ON_PROVIDERS } from '../../../identity/sign-on/index.js';
import { errorAnswers } from '../../errors/schema.js';
import { finishReturn } from './finish.js';
import { linkBody, providersAnswer, signInQuery, signOnFinished, signOnReturn, signOnStarted } from './schemas.js';
import { startSignOn } from './start.js';

const tags = ['auth'];
const FLOW =
  'OpenID Connect, authorization code with PKCE: the page sends the browser to the answer’s url; the provider sends it back to ' +
  '/auth/{provider}/return, whose page hands the query to POST /auth/{provider}/login. The state, nonce and PKCE verifier are kept ' +
  'on the server, for 10 minutes and one use, with the browser that started (an httpOnly cookie of its own).';

/**
 * Signing in with Google and Microsoft (api-contract §7.2, External sign-in): GET /auth/{provider} starts a
 * sign-in, POST /auth/{provider} (signed in) a link to one's own account, POST /auth/{provider}/login finishes
 * either. Paths per provider, as the contract names them.
 */
export const signOnRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/auth/providers', {
    config: { public: true },
    schema: { tags, summary: 'The providers people can sign in with here (those the portal has an app at)', response: { 200: providersAnswer } },
    handler: async () => ({ data: configuredProviders(app.deps.signOn.settings).map((provider) => ({ provider })) }),
  });

  for (const provider of SIGN_ON_PROVIDERS) {
    const refusals = provider === 'google' ? (['invalid_credentials_google'] as const) : (['invalid_credentials_microsoft', 'access_denied'] as const);
    app.get(`/auth/${provider}`, {
      config: { public: true },
      schema: {
        tags,
        summary: `Starts signing in with ${provider}: answers where to send the browser`,
        description: FLOW,
        querystring: signInQuery(provider),
        response: { 200: signOnStarted, ...errorAnswers('precondition_failed', 'unexpected_result') },
      },
      handler: async (request, reply) => {
        const { intent = 'sign_in', redirect } = request.query;
        return { data: await startSignOn(app, request, reply, { provider, intent, userId: null, redirect }) };
      },
    });

    app.post(`/auth/${provider}`, {
      config: { impersonation: false },
      schema: {
        tags,
        summary: `Starts linking a ${provider} account to yourself: answers where to send the browser`,
        description: `${FLOW} Once linked, signing in with that account signs you in.`,
        body: linkBody,
        response: { 200: signOnStarted, ...errorAnswers('precondition_failed', 'unexpected_result') },
      },
      handler: async (request, reply) => ({
        data: await startSignOn(app, request, reply, { provider, intent: 'link', userId: request.user.id, redirect: request.body.redirect }),
      }),
    });

    app.post(`/auth/${provider}/login`, {
      config: { public: true },
      schema: {
        tags,
        summary: `Finishes a ${provider} sign-on: signs in as the person the account is linked to, or links it`,
        description:
          'A sign-in ends the session the browser came with and starts a new one (its cookie and XSRF-TOKEN). Refused with ' +
          'invalid_grant when the state is unknown, used, expired or another browser’s, or the nonce, PKCE verifier or ID token ' +
          `do not hold; ${refusals[0]} when nobody is linked to the account` +
          (provider === 'microsoft' ? '; access_denied when an administrators’ sign-in lacks administrator rights' : '') +
          '; external_account_taken when a link finds the account linked to someone else.',
        body: signOnReturn,
        response: {
          200: signOnFinished,
          ...errorAnswers('invalid_grant', ...refusals, 'external_account_taken', 'precondition_failed', 'unexpected_result'),
        },
      },
      handler: async (request, reply) => finishReturn(app, request, reply, provider, request.body.query),
    });
  }
};
