/**
 * The navigation port: how long travel between two addresses takes, as a routing service works it out. One adapter
 * (travel/openrouteservice.ts) follows a real service's published API; without one configured (ROUTING_URL), travel
 * stays what people enter by hand.
 */
export interface RoutePlanner {
  /** Seconds of travel from one address to another; throws `RoutingError` when an address or a route is not found. */
  travelTime(from: string, to: string): Promise<number>;
}

/** Why no travel time came back: an address the service could not find, or no route between the two (the catalogue's codes). */
export class RoutingError extends Error {
  constructor(
    readonly code: 'find' | 'route',
    message: string,
    /** The address not found. */
    readonly address?: string,
  ) {
    super(message);
  }
}
