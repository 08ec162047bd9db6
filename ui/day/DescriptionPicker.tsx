import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { BookingChoice } from './booking.js';

interface DescriptionPickerProps {
  booking: BookingChoice;
  value: string;
  onChange(description: string): void;
}

/**
 * The booking editor's description: typed, or picked from the standard descriptions offered for the chosen project,
 * subproject and working code (and those for any booking), their dynamic tags written out by the API.
 */
export function DescriptionPicker({ booking, value, onChange }: DescriptionPickerProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const dimensionIds = [booking.project_id, booking.subproject_id, booking.working_code_id].filter((id): id is string => id !== null);
  const offered = useQuery({
    queryKey: ['descriptions', 'offered', ...dimensionIds],
    queryFn: () => dataProvider.offeredDescriptions(dimensionIds),
  });
  const texts = [...new Set((offered.data?.data ?? []).map((description) => description.text))];
  return (
    <Autocomplete
      freeSolo
      options={texts}
      inputValue={value}
      onInputChange={(_, text) => onChange(text)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('tally.descriptions.pick')}
          margin="normal"
          slotProps={{ htmlInput: { ...params.inputProps, maxLength: 1000, 'data-testid': 'book-description' } }}
        />
      )}
    />
  );
}
