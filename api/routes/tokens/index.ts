import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { recordAudit, type AuditEntry } from '../../../identity/audit.js';
import { createToken, revokeToken, TOKEN_ABILITIES, TOKEN_COLUMNS, type TokenRow } from '../../../identity/tokens.js';
import { ApiError } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { listQuerySchema, parseListQuery } from '../../lists/list-query.js';
import { runList } from '../../lists/list-sql.js';
import { listResponse, sendList } from '../../lists/respond.js';
import { auditOrigin } from '../audit/origin.js';
import { newTokenResource, tokenInput, tokenList, tokenParams, tokenResource, toTokenResource, transferInput } from './schemas.js';
import { say } from '../../../i18n/text.js';

const tags = ['tokens'];
const created = z.object({ data: newTokenResource });
const TOKENS_DESCRIPTION =
  'Your own API tokens. Only a signed-in session manages them: a call with an API token may not (403). ' +
  'A token is sent as Authorization: Bearer <token>; such a call needs no CSRF header and is never taken for a cookie.';

/**
 * API tokens (api-contract §7.1 names POST /v1/auth/tokens and /v1/auth/tokens/transfer; the list and revoke
 * calls are ours): a person's own, listed 20 per page by name, each secret shown once, revoked at once.
 */
/** An administrator acting as the person neither makes nor revokes their API tokens (api/plugins/authentication.ts). */
const ownCredentials = { impersonation: false } as const;

export const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1/auth/tokens', {
    schema: {
      tags,
      summary: 'Your API tokens, 20 per page by name; revoked ones with status=eq:revoked',
      description: TOKENS_DESCRIPTION,
      querystring: listQuerySchema(tokenList),
      response: { 200: listResponse(tokenResource), ...errorAnswers('forbidden') },
    },
    handler: async (request, reply) => {
      const query = parseListQuery(tokenList, request.query);
      const { rows, total } = await runList<TokenRow>(app.deps.pool, tokenList, query, {
        select: TOKEN_COLUMNS,
        from: 'api_tokens',
        where: 'user_id = $1',
        params: [request.user.id],
      });
      return sendList(reply, tokenList, query, rows.map(toTokenResource), total);
    },
  });

  app.post('/v1/auth/tokens', {
    config: ownCredentials,
    schema: {
      tags,
      summary: 'Makes an API token with a name and abilities; the answer carries its secret, this once',
      description: TOKENS_DESCRIPTION,
      body: tokenInput,
      response: { 201: created, ...errorAnswers('forbidden') },
    },
    handler: async (request, reply) => {
      const { token, secret } = await createToken(app.deps.pool, owner(request.user), request.body.name, request.body.abilities);
      request.log.info({ token: token.id }, 'API token created');
      await recordAudit(app.deps.pool, tokenAudit(request, 'token_created', { token: token.id, name: token.name, abilities: token.abilities }));
      return reply.code(201).send({ data: { ...toTokenResource(token), token: secret } });
    },
  });

  app.post('/v1/auth/tokens/transfer', {
    config: ownCredentials,
    schema: {
      tags,
      summary: "A detector's hand-off: a token with every ability, named after the device, for the agent or a browser extension",
      description:
        'The portal page of a hand-off (/?native_login=1&port=N, auth/extension) asks for it once the person confirms, and passes ' +
        'the secret to the detector on this device. The token is named "<device_name> (agent)" or "<device_name> (browser extension)".',
      body: transferInput,
      response: { 201: created, ...errorAnswers('forbidden') },
    },
    handler: async (request, reply) => {
      const name = `${request.body.device_name} (${request.body.kind === 'native' ? 'agent' : 'browser extension'})`;
      const { token, secret } = await createToken(app.deps.pool, owner(request.user), name, TOKEN_ABILITIES);
      request.log.info({ token: token.id, kind: request.body.kind }, 'API token handed to a detector');
      await recordAudit(app.deps.pool, tokenAudit(request, 'token_created', { token: token.id, name: token.name, abilities: token.abilities }));
      return reply.code(201).send({ data: { ...toTokenResource(token), token: secret } });
    },
  });

  app.delete('/v1/auth/tokens/:id', {
    config: ownCredentials,
    schema: {
      tags,
      summary: 'Revokes one of your API tokens: its next call answers 401; what it sent stays',
      params: tokenParams,
      response: { 200: z.object({ data: tokenResource }), ...errorAnswers('forbidden', 'model_not_found') },
    },
    handler: async (request) => {
      const revoked = await revokeToken(app.deps.pool, request.user.id, request.params.id);
      if (!revoked) throw new ApiError('model_not_found', say('token_not_found'));
      app.recentTokens.forget(revoked.secretHash);
      request.log.info({ token: request.params.id }, 'API token revoked');
      await recordAudit(app.deps.pool, tokenAudit(request, 'token_revoked', { token: revoked.token.id, name: revoked.token.name }));
      return { data: toTokenResource(revoked.token) };
    },
  });
};

/** A person's own token, made or revoked: they are both actor and subject. */
const tokenAudit = (request: FastifyRequest, action: 'token_created' | 'token_revoked', details: Record<string, unknown>): AuditEntry => ({
  client_id: request.user.client_id,
  actor_user_id: request.user.id,
  subject_user_id: request.user.id,
  action,
  details,
  ...auditOrigin(request),
});

const owner = (user: { client_id: string; id: string }) => ({ client_id: user.client_id, user_id: user.id });
