import { Stack, Typography } from '@mui/material';
import {
  DeleteButton,
  Edit,
  FormDataConsumer,
  Labeled,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceInput,
  AutocompleteInput,
  SaveButton,
  SelectField,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { LocalDateField, LocalTimeField } from '../common/DateTimeFields.js';
import type { Appointment } from '../providers/domain.js';
import { AttendeesField } from './AttendeesField.js';
import { ProposeTravel } from './ProposeTravel.js';
import { ARRANGEMENTS, choicesOf, LEG_WHOSE, STATUSES, toChange, toFormValues, type AppointmentFormValues } from './arrangement.js';

// The API counts travel in seconds; a person enters minutes.
const toMinutes = (seconds: number | null | undefined) => (seconds ? Math.round(seconds / 60) : 0);
const toSeconds = (minutes: string | number | null) => Math.max(0, Math.round(Number(minutes ?? 0) * 60));

function ContactInput({ source, testId }: { source: string; testId: string }) {
  return (
    <ReferenceInput source={source} reference="contacts" filter={{ status: 'active' }}>
      <AutocompleteInput label="resources.appointments.fields.contact_id" validate={required()} data-testid={testId} />
    </ReferenceInput>
  );
}

/** One travel leg (out: start; back: end): where, how many minutes, and whose time it is. */
function TravelLeg({ side }: { side: 'start' | 'end' }) {
  const translate = useTranslate();
  return (
    <Stack sx={{ width: '100%' }}>
      <Typography variant="subtitle2">{translate(`tally.appointments.travel_${side}`)}</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} gap={2}>
        <TextInput source={`travel_location_${side}`} />
        {/* No step of 5: the browser would refuse to save a leg of, say, 41 minutes, as travel proposed or synced has. */}
        <NumberInput source={`travel_duration_${side}`} label="tally.appointments.minutes" min={0} format={toMinutes} parse={toSeconds} />
      </Stack>
      <RadioButtonGroupInput source={`travel_whose_${side}`} label="tally.appointments.leg_whose_label" choices={choicesOf('leg_whose', LEG_WHOSE)} />
      <FormDataConsumer<AppointmentFormValues>>
        {({ formData }) => formData[`travel_whose_${side}`] === 'contact' && <ContactInput source={`travel_leg_contact_${side}`} testId={`appointment-leg-contact-${side}`} />}
      </FormDataConsumer>
    </Stack>
  );
}

function AppointmentToolbar() {
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" />
    </Toolbar>
  );
}

/** What the calendar says of it (not changed here), then how it is arranged and its travel out and back. */
function AppointmentForm() {
  const record = useRecordContext<Appointment>();
  if (!record) return null;
  return (
    <SimpleForm record={toFormValues(record)} toolbar={<AppointmentToolbar />}>
      <Stack direction="row" gap={3} flexWrap="wrap">
        <Labeled>
          <LocalDateField source="date" />
        </Labeled>
        <Labeled>
          <LocalTimeField source="started_at" />
        </Labeled>
        <Labeled>
          <LocalTimeField source="ended_at" />
        </Labeled>
        <Labeled>
          <SelectField source="status" choices={choicesOf('statuses', STATUSES)} />
        </Labeled>
      </Stack>
      <Labeled>
        <TextField source="description" />
      </Labeled>
      <Labeled>
        <TextField source="location" emptyText="—" />
      </Labeled>
      <Labeled>
        <AttendeesField source="attendees" />
      </Labeled>
      <RadioButtonGroupInput source="arrangement" choices={choicesOf('arrangements', ARRANGEMENTS)} data-testid="appointment-arrangement" />
      <FormDataConsumer<AppointmentFormValues>>{({ formData }) => formData.arrangement === 'contact' && <ContactInput source="contact_id" testId="appointment-contact" />}</FormDataConsumer>
      <ProposeTravel />
      <TravelLeg side="start" />
      <TravelLeg side="end" />
    </SimpleForm>
  );
}

/**
 * Arranges one appointment (product-spec §3): for a contact, internal or ignored, with travel out and back; saved,
 * it becomes activity on its day unless the confirmation rule holds it. Delete removes it and what it became.
 */
export default function AppointmentEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={(values: AppointmentFormValues) => toChange(values)}>
      <AppointmentForm />
    </Edit>
  );
}
