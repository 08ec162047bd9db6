import { openRouteServiceContract } from './contracts/openrouteservice.js';
import { FakeServer, openApiChecks, retryAfterHeader, type FakeRequest, type FakeResponse } from './fake-server.js';

/**
 * OpenRouteService as documented (contracts/openrouteservice.ts), for tests: the addresses it was told of, found
 * by their text; routes between two of them at a steady 60 km/h as the crow flies, none across the sea between
 * places more than 2,000 km apart (404, code 2009); a key other than its own refused with 403. 429 with
 * Retry-After through the shared fault injector.
 */
export class OpenRouteServiceFake {
  readonly server: FakeServer;
  /** Address text (lowercase) → [longitude, latitude]. */
  readonly places = new Map<string, [number, number]>();

  private constructor(readonly apiKey: string) {
    const checks = openApiChecks(openRouteServiceContract);
    this.server = new FakeServer({
      ...checks,
      handle: (request) => this.handle(request),
      invalidRequest: (errors) => orsError(400, 2000, errors.join('; ')),
      rateLimited: (seconds) => ({ ...orsError(429, 1, 'Rate limit exceeded'), headers: retryAfterHeader(seconds) }),
      serverError: (status) => orsError(status, 2099, 'Unknown internal error.'),
    });
  }

  static async start(apiKey = 'ors-test-key'): Promise<OpenRouteServiceFake> {
    const fake = new OpenRouteServiceFake(apiKey);
    await fake.server.listen();
    return fake;
  }

  get baseUrl(): string {
    return this.server.url;
  }

  private handle(request: FakeRequest): FakeResponse {
    if (request.path === '/geocode/search') {
      if (request.query.get('api_key') !== this.apiKey) return { status: 403, body: { error: 'Access to this API has been disallowed' } };
      const place = this.places.get((request.query.get('text') ?? '').trim().toLowerCase());
      const features = place ? [{ type: 'Feature', geometry: { type: 'Point', coordinates: place }, properties: { label: request.query.get('text') } }] : [];
      return { status: 200, body: { type: 'FeatureCollection', features } };
    }
    if (request.headers.authorization !== this.apiKey) return { status: 403, body: { error: 'Access to this API has been disallowed' } };
    const { coordinates } = request.body as { coordinates: Array<[number, number]> };
    const [from, to] = coordinates;
    const metres = from && to ? distance(from, to) : 0;
    if (metres > 2_000_000) return orsError(404, 2009, 'Route could not be found - Unable to find a route between points 1 and 2.');
    const summary = metres === 0 ? {} : { distance: Math.round(metres), duration: Math.round(metres / (60_000 / 3600)) };
    return { status: 200, body: { routes: [{ summary }] } };
  }
}

/** Metres between two [longitude, latitude] points on a sphere the size of the earth. */
function distance([lon1, lat1]: [number, number], [lon2, lat2]: [number, number]): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const a = Math.sin(radians(lat2 - lat1) / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(radians(lon2 - lon1) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(a));
}

function orsError(status: number, code: number, message: string): FakeResponse {
  return { status, body: { error: { code, message } } };
}
