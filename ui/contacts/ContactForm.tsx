import { SelectInput, SimpleForm, TextInput, required } from 'react-admin';
import { FormToolbar } from '../common/FormToolbar.js';
import { ReferencesInput } from './ReferencesInput.js';

export const CONTACT_TYPES = [
  { id: 'regular', name: 'tally.contact_types.regular' },
  { id: 'partner', name: 'tally.contact_types.partner' },
];

/** What POST and PUT /v1/contacts accept: name, code and type, the contact's details and its references. */
export function ContactForm() {
  return (
    <SimpleForm toolbar={<FormToolbar />}>
      <TextInput source="name" validate={required()} />
      <TextInput source="code" />
      <SelectInput source="type" choices={CONTACT_TYPES} defaultValue="regular" validate={required()} />
      <TextInput source="company_name" />
      <TextInput source="location" />
      <TextInput source="email" type="email" />
      <TextInput source="phone" type="tel" />
      <ReferencesInput />
    </SimpleForm>
  );
}
