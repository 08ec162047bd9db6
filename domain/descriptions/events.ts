import { assertNever, type DomainEvent } from '../shared/decider.js';

/**
 * Who a description is offered to (product-spec §3, "Description"): everyone in the firm, its owner alone
 * (personal), or the people it names. Naming nobody means everyone.
 */
export type DescriptionFields = {
  readonly dimension_id: string | null;
  readonly description: string;
  readonly enabled: boolean;
  readonly personal: boolean;
};

type At = { at: string };

export type DescriptionEvent =
  | DomainEvent<'DescriptionCreated', DescriptionFields & { client_id: string; owner_id: string; user_ids: string[] } & At>
  | DomainEvent<'DescriptionChanged', DescriptionFields & At>
  | DomainEvent<'DescriptionUsersSet', { user_ids: string[] } & At>
  | DomainEvent<'DescriptionDeleted', At>;

export const descriptionEventTypes: ReadonlySet<DescriptionEvent['type']> = new Set<DescriptionEvent['type']>([
  'DescriptionCreated',
  'DescriptionChanged',
  'DescriptionUsersSet',
  'DescriptionDeleted',
]);

export interface Description extends DescriptionFields {
  readonly client_id: string;
  readonly owner_id: string;
  readonly user_ids: readonly string[];
}

/** A description as its stream tells it; null before it was created and once deleted. */
export type DescriptionState = Description | null;

export function evolve(state: DescriptionState, event: DescriptionEvent): DescriptionState {
  switch (event.type) {
    case 'DescriptionCreated': {
      const { at: _at, ...description } = event.data;
      return description;
    }
    case 'DescriptionChanged': {
      const { at: _at, ...fields } = event.data;
      return state && { ...state, ...fields };
    }
    case 'DescriptionUsersSet':
      return state && { ...state, user_ids: event.data.user_ids };
    case 'DescriptionDeleted':
      return null;
    default:
      return assertNever(event);
  }
}
