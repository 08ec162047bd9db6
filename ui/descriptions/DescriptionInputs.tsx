import { AutocompleteInput, BooleanInput, ReferenceInput, TextInput, required } from 'react-admin';

/** A description's text (with its dynamic tags, listed under it), the project it is for, and whether it is offered. */
export function DescriptionInputs() {
  return (
    <>
      <TextInput source="description" validate={required()} fullWidth helperText="tally.descriptions.tags_help" slotProps={{ htmlInput: { maxLength: 255, 'data-testid': 'description-text' } }} />
      <ReferenceInput source="dimension_id" reference="projects">
        <AutocompleteInput helperText="tally.descriptions.dimension_help" data-testid="description-dimension" />
      </ReferenceInput>
      <BooleanInput source="enabled" defaultValue />
      <BooleanInput source="personal" defaultValue={false} helperText="tally.descriptions.personal_help" />
    </>
  );
}
