import { AutocompleteInput, FormDataConsumer, RadioButtonGroupInput, ReferenceInput, SelectInput, required } from 'react-admin';
import { NATURE_CHOICES, STATUS_CHOICES } from './choices.js';

/** What a tag says: for a contact (which one), internal or ignored; and whether it is permanent. */
export function TagTargetInputs() {
  return (
    <>
      <RadioButtonGroupInput source="status" choices={STATUS_CHOICES} validate={required()} defaultValue="contact" />
      <FormDataConsumer<{ status?: string }>>
        {({ formData }) =>
          formData.status === 'contact' && (
            <ReferenceInput source="contact_id" reference="contacts" filter={{ status: 'active' }}>
              <AutocompleteInput validate={required()} data-testid="tag-contact" />
            </ReferenceInput>
          )
        }
      </FormDataConsumer>
      <SelectInput source="nature" choices={NATURE_CHOICES} validate={required()} defaultValue="tag" />
    </>
  );
}
