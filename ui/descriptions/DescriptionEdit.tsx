import { Edit, SimpleForm } from 'react-admin';
import { FormToolbar } from '../common/FormToolbar.js';
import { DescriptionInputs } from './DescriptionInputs.js';

/** Changes a description's text, project and whether it is offered. */
export default function DescriptionEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={<FormToolbar />}>
        <DescriptionInputs />
      </SimpleForm>
    </Edit>
  );
}
