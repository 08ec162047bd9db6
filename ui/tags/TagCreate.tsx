import { Create, SelectInput, SimpleForm, TextInput, required } from 'react-admin';
import { SCOPE_CHOICES, targetOf, TYPE_CHOICES, type TagFormValues } from './choices.js';
import { TagTargetInputs } from './TagTargetInputs.js';

const toBody = (values: TagFormValues) => ({ ...values, ...targetOf(values) });

/** A new tag: its reference (normalised by the API, which names the value when it is none), scope and target. */
export default function TagCreate() {
  return (
    <Create redirect="list" transform={toBody}>
      <SimpleForm>
        <SelectInput source="type" choices={TYPE_CHOICES} validate={required()} />
        <TextInput source="value" validate={required()} />
        <SelectInput source="scope" choices={SCOPE_CHOICES} validate={required()} defaultValue="general" />
        <TagTargetInputs />
      </SimpleForm>
    </Create>
  );
}
