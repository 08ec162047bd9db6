import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '../../../identity/audit.js';
import { loadClient, setCompanyDataOnce, updateClientDetails } from '../../../identity/clients.js';
import { say } from '../../../i18n/text.js';
import { ApiError } from '../../errors/catalogue.js';
import { errorAnswers } from '../../errors/schema.js';
import { forgetCachedSessions } from '../../plugins/authentication.js';
import { auditOrigin } from '../audit/origin.js';
import { presentMicrosoftIntegration } from '../calendars/firm-microsoft.js';
import { activationQuoteBody, clientAnswer, clientDetailsBody, companyDataBody } from './schemas.js';
import { z } from 'zod';

const tags = ['clients'];
const admins = { roles: ['admin'] } as const;

/** The organisation (api-contract §7.4): its details, its company data given once, and the quote given when activating. */
export const clientDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pool } = app.deps;
  const present = async (request: FastifyRequest) => ({ ...(await loadClient(pool, request.user.client_id)), integrations: { microsoft: await presentMicrosoftIntegration(app, request) } });

  app.get('/v1/clients', {
    config: admins,
    schema: { tags, summary: 'Your organisation: its details, company data and Microsoft 365 tenant (administrators)', response: { 200: clientAnswer } },
    handler: async (request) => ({ data: await present(request) }),
  });

  app.put('/v1/clients', {
    config: admins,
    schema: {
      tags,
      summary: "Changes the organisation's details (administrators)",
      description: 'name, email, website, phone, address, address_extra, postal, city, country: any of them; nothing changes when one is refused.',
      body: clientDetailsBody,
      response: { 200: clientAnswer },
    },
    handler: async (request) => {
      const { user } = request;
      const changed = await updateClientDetails(pool, user.client_id, request.body);
      if (changed.length > 0) {
        await recordAudit(pool, { client_id: user.client_id, actor_user_id: user.id, subject_user_id: null, action: 'organisation_changed', details: { fields: changed }, ...auditOrigin(request) });
        // Sessions carry the organisation's name.
        if (changed.includes('name')) forgetCachedSessions(app, (cached) => cached.client_id === user.client_id);
      }
      return { data: await present(request) };
    },
  });

  app.post('/v1/clients/onboarding', {
    config: admins,
    schema: {
      tags,
      summary: "Gives the organisation's company data, once (administrators)",
      description:
        'The account holder, IBAN (checked by its mod-97 digits), BIC, the address for debit notices and the VAT number, with activation_confirmed true; ' +
        'the organisation counts as onboarded from then on. Company data can be set only once: a second time answers 412 precondition_failed and changes nothing.',
      body: companyDataBody,
      response: { 200: clientAnswer, ...errorAnswers('precondition_failed') },
    },
    handler: async (request) => {
      const { user } = request;
      const { debit_bic = null, debit_btw = null, ...given } = request.body;
      if (!(await setCompanyDataOnce(pool, user.client_id, user.id, { ...given, debit_bic, debit_btw }))) throw new ApiError('precondition_failed', say('company_data_set_once'));
      // Never the whole account number in the log: its last four tell which one it was.
      const details = { account_ends_with: request.body.debit_iban.slice(-4), vat_number: debit_btw };
      await recordAudit(pool, { client_id: user.client_id, actor_user_id: user.id, subject_user_id: null, action: 'company_data_set', details, ...auditOrigin(request) });
      return { data: await present(request) };
    },
  });

  app.post('/v1/feedback/activation_quote', {
    config: admins,
    schema: {
      tags: ['feedback'],
      summary: 'Gives the quote asked for when activating (administrators)',
      description: 'Kept for the firm, newest last; giving another one adds it.',
      body: activationQuoteBody,
      response: { 201: z.object({ data: z.object({ kind: z.literal('activation_quote'), quote: z.string(), created_at: z.iso.datetime() }) }) },
    },
    handler: async (request, reply) => {
      const { rows } = await pool.query<{ created_at: Date }>(
        "INSERT INTO feedback (client_id, user_id, kind, text) VALUES ($1, $2, 'activation_quote', $3) RETURNING created_at",
        [request.user.client_id, request.user.id, request.body.quote],
      );
      reply.code(201);
      return { data: { kind: 'activation_quote' as const, quote: request.body.quote, created_at: (rows[0]?.created_at ?? new Date()).toISOString() } };
    },
  });
};
