import { Typography } from '@mui/material';
import { AddItemButton, ArrayInput, SelectInput, SimpleFormIterator, TextInput, required, useTranslate } from 'react-admin';
import { CONTACT_REFERENCE_CHOICES, referenceProblem, rowIndexOf, type ReferenceRow } from './references.js';

/** A row's value checked against its type: the message is the person's language (react-admin translates the key). */
function validateValue(_value: unknown, values: { references?: ReferenceRow[] }, props?: { finalSource?: string }) {
  const index = props?.finalSource === undefined ? undefined : rowIndexOf(props.finalSource);
  return index === undefined ? undefined : referenceProblem(values.references?.[index]);
}

/** The contact's references: rows of type and value, added and removed; what the API refuses shows on its row. */
export function ReferencesInput() {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle1" sx={{ mt: 2 }}>
        {translate('tally.contacts.references.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('tally.contacts.references.help')}
      </Typography>
      <ArrayInput source="references" label={false}>
        <SimpleFormIterator inline disableReordering addButton={<AddItemButton label="tally.contacts.references.add" data-testid="contact-reference-add" />}>
          <SelectInput source="type" choices={CONTACT_REFERENCE_CHOICES} defaultValue="email" validate={required()} label="resources.tags.fields.type" data-testid="contact-reference-type" />
          <TextInput source="value" validate={validateValue} label="resources.tags.fields.value" />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}
