import type { z } from 'zod';
import type { customFieldResource, customFieldsCall } from '../../api/routes/custom-fields/schemas.js';
import type { Activity } from './domain.js';

export type CustomField = z.infer<typeof customFieldResource>;
export type CustomFieldTarget = CustomField['applies_to'];
export type CustomFieldType = CustomField['type'];
/** What one call defines, changes or removes (administrators). */
type CustomFieldChanges = z.input<typeof customFieldsCall>;

/** The firm's custom fields (POST /v1/rpc/custom_fields): everyone reads them, administrators define them. */
export interface CustomFieldMethods {
  /** The fields of a target (dimensions or activities), or all. */
  customFields(appliesTo?: CustomFieldTarget): Promise<CustomField[]>;
  /** Defines, changes or removes fields; answers them all. A bad definition is refused with define.<n>.<field> (422). */
  changeCustomFields(changes: CustomFieldChanges): Promise<CustomField[]>;
  /** PUT /v1/activities/{id} with customfields: by key, null clearing one; a bad value is refused with customfields.<key> (422). */
  setActivityCustomFields(activityId: string, values: Readonly<Record<string, string | number | boolean | null>>): Promise<Activity>;
}

/** Where the screens keep the fields, refetched after a change. */
export const CUSTOM_FIELDS_KEY = ['custom-fields'];

type Send = <T>(method: string, url: string, body?: unknown) => Promise<T>;

export function customFieldMethods(send: Send, apiUrl: string): CustomFieldMethods {
  const call = async (body: CustomFieldChanges) => (await send<{ data: CustomField[] }>('POST', `${apiUrl}/rpc/custom_fields`, body)).data;
  return {
    customFields: (appliesTo) => call(appliesTo === undefined ? {} : { applies_to: appliesTo }),
    changeCustomFields: call,
    setActivityCustomFields: async (activityId, values) =>
      (await send<{ data: Activity }>('PUT', `${apiUrl}/activities/${encodeURIComponent(activityId)}`, { customfields: values })).data,
  };
}
