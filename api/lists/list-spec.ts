/** What a list call offers: its fields (filterable, sortable), defaults and includes. */
export type FieldKind = 'text' | 'enum' | 'boolean' | 'date' | 'uuid' | 'number';

export interface ListField {
  /** SQL expression over the list's table (alias-free column or CASE expression). */
  readonly sql: string;
  readonly kind: FieldKind;
  readonly values?: readonly string[];
  /** For enums computed from other columns: each value's own condition, which the planner can estimate. */
  readonly predicates?: Readonly<Record<string, string>>;
  readonly sortable?: boolean;
}

export interface ListSpec {
  /** Resource name in react-admin's Content-Range header. */
  readonly resource: string;
  /** Every list has its records' `id`, and sorts by it too: react-admin's lists do unless told otherwise. */
  readonly fields: Readonly<Record<string, ListField>> & { readonly id: ListField };
  /** Columns the free-text `q` filter searches. */
  readonly search: readonly string[];
  readonly defaultSort: { readonly field: string; readonly direction: 'asc' | 'desc' };
  readonly defaultLimit: number;
  readonly maxLimit: number;
  readonly includes: readonly string[];
  /** Filters applied unless the caller filters that field (contacts: only active ones). */
  readonly defaultFilters?: Readonly<Record<string, string>>;
}

export type Operator = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'like' | 'bool' | 'in' | 'eeq';

export const OPERATORS_BY_KIND: Record<FieldKind, readonly Operator[]> = {
  text: ['eq', 'eeq', 'neq', 'like', 'in', 'lt', 'lte', 'gt', 'gte'],
  enum: ['eq', 'neq', 'in'],
  boolean: ['bool', 'eq'],
  date: ['eq', 'neq', 'lt', 'lte', 'gt', 'gte'],
  uuid: ['eq', 'neq', 'in'],
  number: ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in'],
};

/** The status of records that can be archived (deleted_at set) and restored: active or archived. */
export const archivableStatus: ListField = {
  sql: "(CASE WHEN deleted_at IS NULL THEN 'active' ELSE 'archived' END)",
  kind: 'enum',
  values: ['active', 'archived'],
  predicates: { active: 'deleted_at IS NULL', archived: 'deleted_at IS NOT NULL' },
  sortable: true,
};
