import type { TagCondition } from '../providers/domain.js';

/** What a condition makes of its source's activity, named in tally.tag_conditions.statuses. */
export const CONDITION_STATUS_CHOICES = ['contact', 'internal'].map((id) => ({ id, name: `tally.tag_conditions.statuses.${id}` }));

export type ConditionFormValues = Partial<Pick<TagCondition, 'type' | 'value' | 'status' | 'contact_id' | 'forced'>>;

/** The form's status as the API's contact_id and internal. */
export const conditionBody = (values: ConditionFormValues) => ({
  ...values,
  contact_id: values.status === 'contact' ? (values.contact_id ?? null) : null,
  internal: values.status === 'internal',
});
