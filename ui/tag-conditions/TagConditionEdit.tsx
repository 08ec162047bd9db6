import { Edit, SelectField, SimpleForm, TextField, Labeled } from 'react-admin';
import { FormToolbar } from '../common/FormToolbar.js';
import { TYPE_CHOICES } from '../tags/choices.js';
import { conditionBody } from './choices.js';
import { ConditionInputs } from './ConditionInputs.js';

/** Changes what a condition makes of its source and its forcing; the source itself stays (remove it and make another). */
export default function TagConditionEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={conditionBody}>
      <SimpleForm toolbar={<FormToolbar />}>
        <Labeled>
          <SelectField source="type" choices={TYPE_CHOICES} />
        </Labeled>
        <Labeled>
          <TextField source="value" />
        </Labeled>
        <ConditionInputs />
      </SimpleForm>
    </Edit>
  );
}
