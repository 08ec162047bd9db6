import { Create, SelectInput, SimpleForm, TextInput, required } from 'react-admin';
import { TYPE_CHOICES } from '../tags/choices.js';
import { conditionBody } from './choices.js';
import { ConditionInputs } from './ConditionInputs.js';

/** A new tag condition: its source (normalised by the API, which names the value when it is none) and what it makes of it. */
export default function TagConditionCreate() {
  return (
    <Create redirect="list" transform={conditionBody}>
      <SimpleForm>
        <SelectInput source="type" choices={TYPE_CHOICES} validate={required()} defaultValue="process" />
        <TextInput source="value" validate={required()} />
        <ConditionInputs />
      </SimpleForm>
    </Create>
  );
}
