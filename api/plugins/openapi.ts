import fastifySwagger, { type SwaggerTransformObject } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { BEARER_SCHEME, CSRF_SCHEME, declareAnswers, SESSION_SCHEME } from './openapi-answers.js';
import { SESSION_COOKIE } from './authentication.js';
import { CSRF_HEADER } from './csrf.js';

/** The tag of the calls this portal keeps only to refuse: their success answer is not in the document. */
export const UNAVAILABLE_TAG = 'unavailable';

/**
 * The OpenAPI document at /docs/json, generated from the routes' zod schemas, and its UI at /docs. Schemas
 * registered with an id (`.meta({ id })`) are components that routes refer to; every route also declares the
 * error answers of its kind (openapi-answers.ts), so they are in the document and serialized as declared.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', declareAnswers);
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Tally portal API',
          version: '1',
          description:
            'Automatic time registration. Sign in with GET /csrf-cookie then POST /auth/login; send the XSRF-TOKEN cookie ' +
            'back as the X-XSRF-TOKEN header on every POST, PUT, PATCH and DELETE. Errors follow the catalogue: ' +
            '{status, code, title, message, reference, errors?}; each answer lists the codes it may carry. Where the contract ' +
            'does not show a call’s shape, its description says what this portal chose.\n\n' +
            'react-admin: /ra/v1/… serves every /v1 call as ra-data-simple-rest expects it, so a react-admin app uses the ' +
            "stock simpleRestProvider('<portal>/ra/v1', httpClient) with an httpClient that sends the session cookie " +
            '(same origin) and the X-XSRF-TOKEN header: single answers are the record itself instead of {data: record}, ' +
            'lists an array with Content-Range. On both paths every list also sorts by id, and POST and PUT take back ' +
            'the whole record a GET answered: its read-only fields (readOnly in the body schemas) are ignored, while a ' +
            'field the resource does not have is refused. See docs/react-admin.md.\n\n' +
            'API tokens (POST /v1/auth/tokens): send Authorization: Bearer <token>, without cookies or CSRF header. A token with the ' +
            'read ability reads your own activities, days, day overview and reports; one with detections:write sends detections to ' +
            "/api/0, ActivityWatch's REST API (tag activitywatch), where nothing but a token is taken and errors come as aw-server's " +
            '{"message": …}. See docs/detection.md.\n\n' +
            'Plans (where the installation has them on, PLANS): while your firm is on trial every signed-in answer carries ' +
            'Tally-Trial: <trial days>;<remaining days> (a random count below zero once it has run out), and days before your ' +
            "plan's history are left out of lists and answer 403 history_limited (tag subscriptions; docs/rules.md).",
        },
        tags: [
          {
            name: UNAVAILABLE_TAG,
            description: 'Calls of the contract for systems this portal does not connect to: each answers 422 system_not_available.',
          },
          { name: 'activitywatch', description: "aw-server's REST API at /api/0, for the ActivityWatch watchers and aw-client: an API token with detections:write." },
        ],
        components: {
          securitySchemes: {
            [SESSION_SCHEME]: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
            [CSRF_SCHEME]: { type: 'apiKey', in: 'header', name: CSRF_HEADER },
            [BEARER_SCHEME]: { type: 'http', scheme: 'bearer', description: 'An API token (tly_…), made with POST /v1/auth/tokens.' },
          },
        },
        security: [{ [SESSION_SCHEME]: [], [CSRF_SCHEME]: [] }],
      },
      transform: jsonSchemaTransform,
      transformObject: (document) => referencedOnly(jsonSchemaTransformObject(document)),
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
  },
  { name: 'openapi' },
);

type Document = ReturnType<SwaggerTransformObject>;
const COMPONENT = '#/components/schemas/';

/**
 * The document with only the components it refers to, directly or through each other: zod's registry yields an
 * input and an output variant of every named schema (Contact and ContactInput), and most are used one way only.
 * The document is the transform's own fresh copy, so it is pruned in place.
 */
function referencedOnly(document: Document): Document {
  if (!('components' in document) || !document.components?.schemas) return document;
  const schemas = document.components.schemas;
  const used = new Set<string>();
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key !== '$ref' || typeof value !== 'string') visit(value);
      else if (value.startsWith(COMPONENT) && !used.has(value.slice(COMPONENT.length))) {
        used.add(value.slice(COMPONENT.length));
        visit(schemas[value.slice(COMPONENT.length)]);
      }
    }
  };
  visit(document.paths);
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
  return document;
}
