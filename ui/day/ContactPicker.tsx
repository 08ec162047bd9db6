import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { Contact } from '../providers/domain.js';

const SEARCH_DELAY_MS = 250;

/** "Internal" among the contacts (the tag dialog, day_processing.sort_internal_top): picking it marks internal. */
interface InternalChoice {
  readonly internal: true;
  readonly id: 'internal';
  readonly formatted_name: string;
}
type Choice = Contact | InternalChoice;
const isInternal = (choice: Choice): choice is InternalChoice => 'internal' in choice;

interface ContactPickerProps {
  value: Contact | null;
  onChange(contact: Contact | null): void;
  autoFocus?: boolean;
  disabled?: boolean;
  /** Offers "Internal" at the top or the bottom of the list; picking it calls onInternal. */
  internal?: { place: 'first' | 'last'; onInternal(): void } | undefined;
}

/** A contact by name or code, searched as you type (GET /v1/contacts?q=). */
export function ContactPicker({ value, onChange, autoFocus, disabled = false, internal }: ContactPickerProps) {
  const translate = useTranslate();
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(input.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const { data, isFetching } = useGetList<Contact>(
    'contacts',
    { filter: query ? { q: query } : {}, pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' } },
    { placeholderData: (previous) => previous },
  );
  const contacts: Choice[] = data ?? [];
  const choice: InternalChoice = { internal: true, id: 'internal', formatted_name: translate('tally.day.list.internal') };
  const options = !internal ? contacts : internal.place === 'first' ? [choice, ...contacts] : [...contacts, choice];

  return (
    <Autocomplete<Choice>
      data-testid="contact-picker"
      options={options}
      value={value}
      disabled={disabled}
      onChange={(_, picked) => (picked && isInternal(picked) ? internal?.onInternal() : onChange(picked))}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      // The API searched already.
      filterOptions={(found) => found}
      getOptionLabel={(option) => option.formatted_name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={isFetching}
      noOptionsText={translate('tally.day.tag.no_options')}
      loadingText={translate('ra.page.loading')}
      renderInput={(params) => <TextField {...params} autoFocus={autoFocus} label={translate('tally.day.tag.contact')} placeholder={translate('tally.day.tag.search')} />}
    />
  );
}
