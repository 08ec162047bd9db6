import { nameBasedUuid } from '../shared/name-uuid.js';
import type { Source } from './activity.js';

/**
 * A source (what activity came from: a web host, an application, a mailbox, time added by hand) has one id for
 * good per organisation, derived from its type and identifier: every registration from it agrees without a
 * lookup, and a rebuilt read model gives it the same id. An empty identifier is no identifier.
 */
export function sourceIdFor(clientId: string, source: Pick<Source, 'type' | 'identifier'>): string {
  return nameBasedUuid(`tally-source:${clientId}:${source.type}:${source.identifier ?? ''}`);
}
