import { AutocompleteInput, BooleanInput, FormDataConsumer, RadioButtonGroupInput, ReferenceInput, required } from 'react-admin';
import { CONDITION_STATUS_CHOICES } from './choices.js';

/** What a condition makes of its source: a contact's (which one) or internal; and whether its tag is forced. */
export function ConditionInputs() {
  return (
    <>
      <RadioButtonGroupInput source="status" choices={CONDITION_STATUS_CHOICES} validate={required()} defaultValue="contact" />
      <FormDataConsumer<{ status?: string }>>
        {({ formData }) =>
          formData.status === 'contact' && (
            <ReferenceInput source="contact_id" reference="contacts" filter={{ status: 'active' }}>
              <AutocompleteInput validate={required()} data-testid="condition-contact" />
            </ReferenceInput>
          )
        }
      </FormDataConsumer>
      <BooleanInput source="forced" defaultValue helperText="tally.tag_conditions.forced_help" />
    </>
  );
}
