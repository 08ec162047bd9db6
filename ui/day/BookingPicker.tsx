import { Autocomplete, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { bookingOptions, choose, type BookingChoice, type BookingContact, type BookingField, type DimensionChoice, type DimensionLists } from './booking.js';

interface BookingPickerProps {
  lists: DimensionLists;
  value: BookingChoice;
  onChange(choice: BookingChoice): void;
  /** Messages per field: what is missing, or what the API refused (dimension_structure_invalid). */
  errors: Partial<Record<BookingField, string>>;
  autoFocus?: boolean;
  /** The contact the activities are tagged to, when they all are to one: its projects come first, as a group of their own. */
  contact?: BookingContact | null;
}

/** Project → subproject → working code, each list offering only what fits the level above it. */
export function BookingPicker({ lists, value, onChange, errors, autoFocus, contact = null }: BookingPickerProps) {
  const translate = useTranslate();
  const options = bookingOptions(lists, value, contact);
  const grouped = contact !== null && options.projects.some((project) => project.contact_id === contact.id);
  const projectGroup = grouped
    ? (project: DimensionChoice) => (project.contact_id === contact.id ? translate('tally.day.book.for_contact', { name: contact.name }) : translate('tally.day.book.other_projects'))
    : undefined;
  const pick = (level: BookingField) => (_: unknown, dimension: DimensionChoice | null) => onChange(choose(lists, value, level, dimension?.id ?? null));
  const find = (list: readonly DimensionChoice[], id: string | null) => list.find((d) => d.id === id) ?? null;
  const none = (key: string) => (value.project_id ? translate(key) : undefined);

  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Level
        testId="project-picker"
        label={translate('tally.day.book.project')}
        options={options.projects}
        value={find(options.projects, value.project_id)}
        onChange={pick('project_id')}
        error={errors.project_id}
        required
        autoFocus={autoFocus}
        groupBy={projectGroup}
      />
      <Level
        testId="subproject-picker"
        label={translate('tally.day.book.subproject')}
        options={options.subprojects}
        value={find(options.subprojects, value.subproject_id)}
        onChange={pick('subproject_id')}
        error={errors.subproject_id}
        required={options.subprojectRequired}
        helper={options.subprojects.length === 0 ? none('tally.day.book.no_subprojects') : undefined}
      />
      <Level
        testId="workingcode-picker"
        label={translate('tally.day.book.working_code')}
        options={options.workingCodes}
        value={find(options.workingCodes, value.working_code_id)}
        onChange={pick('working_code_id')}
        error={errors.working_code_id}
        required={options.workingCodeRequired}
        helper={options.workingCodes.length === 0 ? none('tally.day.book.no_working_codes') : undefined}
      />
    </Stack>
  );
}

interface LevelProps {
  testId: string;
  label: string;
  options: readonly DimensionChoice[];
  value: DimensionChoice | null;
  onChange(event: unknown, value: DimensionChoice | null): void;
  error: string | undefined;
  required: boolean;
  helper?: string | undefined;
  autoFocus?: boolean | undefined;
  groupBy?: ((option: DimensionChoice) => string) | undefined;
}

function Level({ testId, label, options, value, onChange, error, required, helper, autoFocus, groupBy }: LevelProps) {
  return (
    <Autocomplete<DimensionChoice>
      data-testid={testId}
      options={options}
      {...(groupBy ? { groupBy } : {})}
      value={value}
      onChange={onChange}
      disabled={options.length === 0}
      getOptionLabel={(dimension) => dimension.formatted_name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      renderInput={(params) => (
        <TextField {...params} label={label} required={required} error={Boolean(error)} helperText={error ?? helper} autoFocus={autoFocus} />
      )}
    />
  );
}
