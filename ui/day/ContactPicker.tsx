import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { Contact } from '../providers/domain.js';

const SEARCH_DELAY_MS = 250;

interface ContactPickerProps {
  value: Contact | null;
  onChange(contact: Contact | null): void;
  autoFocus?: boolean;
  disabled?: boolean;
}

/** A contact by name or code, searched as you type (GET /v1/contacts?q=). */
export function ContactPicker({ value, onChange, autoFocus, disabled = false }: ContactPickerProps) {
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

  return (
    <Autocomplete<Contact>
      data-testid="contact-picker"
      options={data ?? []}
      value={value}
      disabled={disabled}
      onChange={(_, contact) => onChange(contact)}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      // The API searched already.
      filterOptions={(options) => options}
      getOptionLabel={(contact) => contact.formatted_name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={isFetching}
      noOptionsText={translate('tally.day.tag.no_options')}
      loadingText={translate('ra.page.loading')}
      renderInput={(params) => <TextField {...params} autoFocus={autoFocus} label={translate('tally.day.tag.contact')} placeholder={translate('tally.day.tag.search')} />}
    />
  );
}
