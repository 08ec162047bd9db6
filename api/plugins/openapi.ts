import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from './authentication.js';
import { CSRF_HEADER } from './csrf.js';

/** The OpenAPI document at /docs/json, generated from the routes' zod schemas, and its UI at /docs. */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Tally portal API',
          version: '1',
          description:
            'Automatic time registration. Sign in with GET /csrf-cookie then POST /auth/login; send the XSRF-TOKEN cookie ' +
            'back as the X-XSRF-TOKEN header on every POST, PUT, PATCH and DELETE. Errors follow the catalogue: ' +
            '{status, code, title, message, reference, errors?}.\n\n' +
            'react-admin: /ra/v1/… serves every /v1 call as ra-data-simple-rest expects it, so a react-admin app uses the ' +
            "stock simpleRestProvider('<portal>/ra/v1', httpClient) with an httpClient that sends the session cookie " +
            '(same origin) and the X-XSRF-TOKEN header: single answers are the record itself instead of {data: record}, ' +
            'lists an array with Content-Range. On both paths every list also sorts by id, and POST and PUT take back ' +
            'the whole record a GET answered: its read-only fields (readOnly in the body schemas) are ignored, while a ' +
            'field the resource does not have is refused. See docs/react-admin.md.\n\n' +
            'API tokens (POST /v1/auth/tokens): send Authorization: Bearer <token>, without cookies or CSRF header. A token with the ' +
            'read ability reads your own activities, days, day overview and reports; one with detections:write sends detections to ' +
            "/api/0, ActivityWatch's REST API (tag activitywatch), where nothing but a token is taken and errors come as aw-server's " +
            '{"message": …}. See docs/detection.md.',
        },
        tags: [{ name: 'activitywatch', description: "aw-server's REST API at /api/0, for the ActivityWatch watchers and aw-client: an API token with detections:write." }],
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
            csrf: { type: 'apiKey', in: 'header', name: CSRF_HEADER },
            bearer: { type: 'http', scheme: 'bearer', description: 'An API token (tly_…), made with POST /v1/auth/tokens.' },
          },
        },
        security: [{ session: [], csrf: [] }],
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
  },
  { name: 'openapi' },
);
