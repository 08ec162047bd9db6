import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { RoutingError, type RoutePlanner } from './route.js';

/**
 * OpenRouteService (openrouteservice.org, its API documented at openrouteservice.org/dev/#/api-docs): an address is
 * found by `GET /geocode/search?text=…&size=1` (Pelias; GeoJSON points, longitude first), the route between two
 * points by `POST /v2/directions/{profile}` with `{coordinates: [[lon, lat], [lon, lat]]}`, whose first route's
 * `summary.duration` is seconds (left out for two equal points). The key goes in `api_key` or `Authorization`. A
 * 429 is waited out once, as its Retry-After says (at most `maxWaitSeconds`); a refused key or other failure is a
 * `route` error.
 */
export interface OpenRouteServiceOptions {
  baseUrl: string;
  apiKey: string;
  /** driving-car (default), cycling-regular, foot-walking, … */
  profile?: string;
  timeoutMs?: number;
  maxWaitSeconds?: number;
}

const geocodeAnswer = z.object({
  features: z.array(z.object({ geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]).rest(z.number()) }) })),
});
const directionsAnswer = z.object({ routes: z.array(z.object({ summary: z.object({ duration: z.number().optional() }) })).min(1) });

type Point = readonly [number, number];

export function openRouteService(options: OpenRouteServiceOptions): RoutePlanner {
  const base = options.baseUrl.replace(/\/+$/, '');
  const profile = options.profile ?? 'driving-car';
  // People travel between the same few places: their office, their clients.
  const points = new LRUCache<string, Point>({ max: 1000, ttl: 24 * 3600_000 });

  const call = async (url: string, init: RequestInit = {}, waited = false): Promise<unknown> => {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
    if (response.status === 429 && !waited) {
      const seconds = Math.min(Number(response.headers.get('retry-after')) || 1, options.maxWaitSeconds ?? 10);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      return call(url, init, true);
    }
    if (response.status === 404 && url.includes('/v2/directions/')) throw new RoutingError('route', 'The routing service found no route between these places.');
    if (!response.ok) throw new RoutingError('route', `The routing service answered ${response.status}.`);
    return response.json();
  };

  const find = async (address: string): Promise<Point> => {
    const known = points.get(address);
    if (known) return known;
    const query = new URLSearchParams({ api_key: options.apiKey, text: address, size: '1' });
    const answer = geocodeAnswer.safeParse(await call(`${base}/geocode/search?${query}`));
    if (!answer.success) throw new RoutingError('route', 'The routing service gave an answer that is no GeoJSON.');
    const [longitude, latitude] = answer.data.features[0]?.geometry.coordinates ?? [];
    if (longitude === undefined || latitude === undefined) throw new RoutingError('find', `The address "${address}" could not be found.`, address);
    const point: Point = [longitude, latitude];
    points.set(address, point);
    return point;
  };

  return {
    async travelTime(from, to) {
      const coordinates = [await find(from), await find(to)];
      const answer = directionsAnswer.safeParse(
        await call(`${base}/v2/directions/${encodeURIComponent(profile)}`, {
          method: 'POST',
          headers: { authorization: options.apiKey, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ coordinates }),
        }),
      );
      if (!answer.success) throw new RoutingError('route', 'The routing service gave no route.');
      return Math.round(answer.data.routes[0]?.summary.duration ?? 0);
    },
  };
}
