import { SelectInput, SimpleForm, TextInput, required } from 'react-admin';
import { FormToolbar } from '../common/FormToolbar.js';

export const CONTACT_TYPES = [
  { id: 'regular', name: 'tally.contact_types.regular' },
  { id: 'partner', name: 'tally.contact_types.partner' },
];

/** Name, code and type: what POST and PUT /v1/contacts accept. */
export function ContactForm() {
  return (
    <SimpleForm toolbar={<FormToolbar />}>
      <TextInput source="name" validate={required()} />
      <TextInput source="code" />
      <SelectInput source="type" choices={CONTACT_TYPES} defaultValue="regular" validate={required()} />
    </SimpleForm>
  );
}
