import { OpenApiContract } from '../contract.js';
import type { Json } from '../contract-schemas.js';

/**
 * OpenRouteService, the two operations our route planner calls, as openrouteservice.org documents them
 * (openrouteservice.org/dev/#/api-docs, geocode/search and v2/directions/{profile} POST): the key in `api_key` or
 * the Authorization header; geocoding answers GeoJSON features whose point is [longitude, latitude]; directions
 * answer `routes` with a `summary` of metres and seconds; errors `{error: {code, message}}` (2009: no route found).
 */

const text = { type: 'string' };
const number = { type: 'number' };
const answer = (schema: Json) => ({ content: { 'application/json': { schema } } });
const orsError = answer({
  type: 'object',
  required: ['error'],
  properties: { error: { oneOf: [text, { type: 'object', required: ['code', 'message'], properties: { code: { type: 'integer' }, message: text } }] } },
});
const point = { type: 'object', required: ['type', 'coordinates'], properties: { type: { enum: ['Point'] }, coordinates: { type: 'array', items: number, minItems: 2 } } };
const feature = { type: 'object', required: ['type', 'geometry'], properties: { type: { enum: ['Feature'] }, geometry: point, properties: { type: 'object', properties: { label: text } } } };
const route = { type: 'object', required: ['summary'], properties: { summary: { type: 'object', properties: { distance: number, duration: number } } } };

const document: Json = {
  openapi: '3.0.3',
  info: { title: 'OpenRouteService (geocoding and directions)', version: '2' },
  servers: [{ url: 'https://api.openrouteservice.org' }],
  paths: {
    '/geocode/search': {
      get: {
        operationId: 'geocodeSearch',
        parameters: [
          { name: 'api_key', in: 'query', required: true, schema: text },
          { name: 'text', in: 'query', required: true, schema: { type: 'string', minLength: 1 } },
          { name: 'size', in: 'query', schema: { type: 'integer', minimum: 1 } },
        ],
        responses: { 200: answer({ type: 'object', required: ['type', 'features'], properties: { type: { enum: ['FeatureCollection'] }, features: { type: 'array', items: feature } } }), 403: orsError },
      },
    },
    '/v2/directions/{profile}': {
      post: {
        operationId: 'directionsJson',
        parameters: [
          { name: 'profile', in: 'path', required: true, schema: { enum: ['driving-car', 'driving-hgv', 'cycling-regular', 'cycling-road', 'cycling-mountain', 'cycling-electric', 'foot-walking', 'foot-hiking', 'wheelchair'] } },
          { name: 'Authorization', in: 'header', required: true, schema: text },
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['coordinates'],
                properties: { coordinates: { type: 'array', minItems: 2, items: { type: 'array', items: number, minItems: 2, maxItems: 2 } } },
              },
            },
          },
        },
        responses: { 200: answer({ type: 'object', required: ['routes'], properties: { routes: { type: 'array', items: route } } }), 403: orsError, 404: orsError },
      },
    },
  },
};

export const openRouteServiceContract = OpenApiContract.from(document);
