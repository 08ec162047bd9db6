import { AutocompleteArrayInput, Create, ReferenceArrayInput, SimpleForm } from 'react-admin';
import { DescriptionInputs } from './DescriptionInputs.js';

/** A new description; offered to everyone, to its maker alone (personal), or to the people named. */
export default function DescriptionCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <DescriptionInputs />
        <ReferenceArrayInput source="users" reference="users">
          <AutocompleteArrayInput helperText="tally.descriptions.users_help" />
        </ReferenceArrayInput>
      </SimpleForm>
    </Create>
  );
}
