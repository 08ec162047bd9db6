import {
  BooleanField,
  Datagrid,
  DateField,
  EditButton,
  FunctionField,
  Labeled,
  NumberField,
  ReferenceManyField,
  SelectField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import type { Contact } from '../providers/domain.js';
import { SCOPE_CHOICES, TYPE_CHOICES } from '../tags/choices.js';

function Empty({ text }: { text: string }) {
  const translate = useTranslate();
  return <p>{translate(text)}</p>;
}

/**
 * A contact's screen (product-spec §2): overview (its hours, productivity and last activity, its details and
 * references), projects (the dimensions linked to it) and tags (the tags pointing to it).
 */
export default function ContactShow() {
  return (
    <Show actions={<TopToolbar><EditButton /></TopToolbar>}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="tally.contacts.tabs.overview" data-testid="contact-tab-overview">
          <Labeled label="tally.contacts.figures.booked_hours">
            <NumberField source="booked_hours" options={{ maximumFractionDigits: 2 }} data-testid="contact-booked-hours" />
          </Labeled>
          <Labeled label="tally.contacts.figures.productivity">
            <NumberField source="productivity" options={{ style: 'percent' }} emptyText="–" data-testid="contact-productivity" />
          </Labeled>
          <Labeled label="tally.contacts.figures.last_activity">
            <DateField source="last_activity" emptyText="–" data-testid="contact-last-activity" />
          </Labeled>
          <TextField source="company_name" emptyText="–" />
          <TextField source="location" emptyText="–" />
          <TextField source="email" emptyText="–" />
          <TextField source="phone" emptyText="–" />
          <FunctionField<Contact>
            source="references"
            render={(contact) => contact.references.map((reference) => reference.value).join(', ') || '–'}
          />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="tally.contacts.tabs.projects" path="projects" data-testid="contact-tab-projects">
          <ReferenceManyField reference="projects" target="contact_id" sort={{ field: 'name', order: 'ASC' }} empty={<Empty text="tally.contacts.no_projects" />}>
            <Datagrid bulkActionButtons={false} rowClick={false} data-testid="contact-projects">
              <TextField source="formatted_name" />
              <BooleanField source="is_default" />
            </Datagrid>
          </ReferenceManyField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="tally.contacts.tabs.tags" path="tags" data-testid="contact-tab-tags">
          <ReferenceManyField reference="tags" target="contact_id" sort={{ field: 'value', order: 'ASC' }} empty={<Empty text="tally.contacts.no_tags" />}>
            <Datagrid bulkActionButtons={false} rowClick={false} data-testid="contact-tags">
              <SelectField source="type" choices={TYPE_CHOICES} />
              <TextField source="value" />
              <SelectField source="scope" choices={SCOPE_CHOICES} />
              <BooleanField source="forced" />
            </Datagrid>
          </ReferenceManyField>
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
