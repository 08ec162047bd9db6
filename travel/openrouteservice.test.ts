import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpenRouteServiceFake } from '../integrations/testing/openrouteservice-server.js';
import { openRouteService } from './openrouteservice.js';
import { RoutingError } from './route.js';

let ors: OpenRouteServiceFake;
const planner = () => openRouteService({ baseUrl: ors.baseUrl, apiKey: ors.apiKey, maxWaitSeconds: 0 });

beforeAll(async () => {
  ors = await OpenRouteServiceFake.start();
  ors.places.set('stationsplein 1, utrecht', [5.1097, 52.0894]);
  ors.places.set('dam 1, amsterdam', [4.8936, 52.3731]);
  ors.places.set('times square, new york', [-73.9855, 40.758]);
});
afterAll(() => ors.server.close());

describe('travel time by OpenRouteService', () => {
  it("finds both addresses and gives the first route's seconds, calling the service as it documents its API", async () => {
    const seconds = await planner().travelTime('Stationsplein 1, Utrecht', 'Dam 1, Amsterdam');
    // 35.5 km as the crow flies, at the fake's 60 km/h.
    expect(seconds).toBeGreaterThan(2000);
    expect(seconds).toBeLessThan(2300);
    expect(ors.server.calls('geocodeSearch')).toHaveLength(2);
    expect(ors.server.calls('directionsJson')[0]?.body).toEqual({ coordinates: [[5.1097, 52.0894], [4.8936, 52.3731]] });
    expect(ors.server.violations()).toEqual([]);
  });

  it('finds an address once for many routes, and gives 0 between a place and itself', async () => {
    const routes = planner();
    const before = ors.server.calls('geocodeSearch').length;
    await routes.travelTime('Dam 1, Amsterdam', 'Stationsplein 1, Utrecht');
    expect(await routes.travelTime('Dam 1, Amsterdam', 'Dam 1, Amsterdam')).toBe(0);
    expect(ors.server.calls('geocodeSearch').length - before).toBe(2);
  });

  it('says which address it cannot find, and when there is no route', async () => {
    await expect(planner().travelTime('Nowhere 99', 'Dam 1, Amsterdam')).rejects.toMatchObject({ code: 'find', message: expect.stringContaining('Nowhere 99') });
    await expect(planner().travelTime('Dam 1, Amsterdam', 'Times Square, New York')).rejects.toEqual(new RoutingError('route', 'The routing service found no route between these places.'));
  });

  it('waits out a 429 as its Retry-After says and asks again', async () => {
    ors.server.faults.script([{ type: 'rate_limit', retryAfterSeconds: 0 }], { path: /directions/ });
    expect(await planner().travelTime('Stationsplein 1, Utrecht', 'Dam 1, Amsterdam')).toBeGreaterThan(2000);
    expect(ors.server.requests.filter((request) => request.fault === 'rate_limit')).toHaveLength(1);
  });

  it('gives a route error when the service refuses the key', async () => {
    const refused = openRouteService({ baseUrl: ors.baseUrl, apiKey: 'not-the-key' });
    await expect(refused.travelTime('Stationsplein 1, Utrecht', 'Dam 1, Amsterdam')).rejects.toMatchObject({ code: 'route', message: 'The routing service answered 403.' });
  });
});
