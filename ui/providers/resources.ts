/**
 * react-admin resource names and where they live in the API. Resources not listed here map to /v1/{name}.
 * `writable` is what the forms change and a save sends (PUT and POST also take the record's read-only fields, and
 * ignore them; fields the resource does not have are refused); `archivable` resources list only
 * active records by default, so getMany asks for archived ones too (a reference must resolve either way).
 */
export interface ResourceConfig {
  path: string;
  /** Where a create goes when it is not a POST to `path` (the contract's rpc create calls). */
  createPath?: string;
  writable?: readonly string[];
  archivable?: boolean;
}

const DIMENSION_FIELDS = ['name', 'code', 'parent_id', 'internal', 'is_default', 'contact_id', 'customfields'] as const;

const RESOURCES = {
  contacts: { path: 'contacts', writable: ['name', 'code', 'type', 'location', 'email', 'phone', 'company_name', 'references'], archivable: true },
  projects: { path: 'dimension_levels/1/dimensions', writable: DIMENSION_FIELDS, archivable: true },
  subprojects: { path: 'dimension_levels/2/dimensions', writable: DIMENSION_FIELDS, archivable: true },
  working_codes: { path: 'dimension_levels/3/dimensions', writable: DIMENSION_FIELDS, archivable: true },
  // reason: why a person gets fewer rights, asked only then (ui/users/UserEdit.tsx).
  users: { path: 'users', writable: ['name_first', 'name_prefix', 'name_last', 'role', 'language', 'reason'] },
  // Created only: POST /v1/users/invite adds the person and mails them their invitation.
  invitations: { path: 'users/invite', writable: ['name_first', 'name_prefix', 'name_last', 'email', 'role', 'language'] },
  activities: { path: 'activities', writable: ['contact_id', 'internal', 'status', 'description'] },
  days: { path: 'days' },
  // Arranged (a contact, internal or ignored) with travel out and back; the calendar's fields are its own.
  appointments: {
    path: 'appointments',
    writable: ['contact_id', 'internal', 'ignored', 'travel_location_start', 'travel_duration_start', 'travel_contact_start', 'travel_location_end', 'travel_duration_end', 'travel_contact_end'],
  },
  // Listed and revoked (delete) through react-admin; made through createToken, whose answer holds the secret.
  tokens: { path: 'auth/tokens' },
  // The reference (type, value) and scope are taken on create only; the API ignores them on PUT.
  tags: { path: 'tags', writable: ['type', 'value', 'scope', 'contact_id', 'internal', 'ignored', 'nature', 'locked'] },
  // The source (type, value) is taken on create only; PUT changes the target and forcing.
  tag_conditions: { path: 'tag_conditions', writable: ['type', 'value', 'contact_id', 'internal', 'forced'] },
  // Created through the contract's rpc call; the people it is offered to are taken on create (PUT ignores them).
  descriptions: { path: 'descriptions', createPath: 'rpc/descriptions/create', writable: ['description', 'dimension_id', 'enabled', 'personal', 'users'] },
} as const satisfies Record<string, ResourceConfig>;

type ResourceName = keyof typeof RESOURCES;

export function resourceConfig(resource: string): ResourceConfig {
  return Object.hasOwn(RESOURCES, resource) ? RESOURCES[resource as ResourceName] : { path: resource };
}

/** The dimension resource of each level (1 project, 2 subproject, 3 working code). */
export const DIMENSION_RESOURCES = { 1: 'projects', 2: 'subprojects', 3: 'working_codes' } as const;
