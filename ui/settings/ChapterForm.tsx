import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isDeepStrictEqual } from './equal.js';
import { Form, SaveButton, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { isApiError } from '../errors/api-error.js';
import type { AppDataProvider } from '../providers/dataProvider.js';
import { SETTINGS_KEY, type PreferenceEntry, type PreferenceScope } from '../providers/settingsMethods.js';
import { isLanguage } from '../i18n/index.js';
import type { ChapterSection, SettingsField } from './sections.js';
import { SettingsInput } from './SettingsInput.js';
import { describeValue } from './describeValue.js';

type Values = Record<string, unknown>;

const entriesOf = (entries: readonly PreferenceEntry[] | undefined, section: ChapterSection) =>
  new Map((entries ?? []).filter((entry) => entry.chapter === section.chapter).map((entry) => [entry.key, entry]));

/**
 * One chapter's form in one scope: the organisation's values (administrators) or the person's own over them. Saving
 * is one PUT of the chapter, refused whole: the API's field errors show under their fields and nothing is stored.
 * Only what changed and what the scope had set already is sent, so a person saving their reminder keeps following
 * the organisation's other values.
 */
export function ChapterForm({ section, scope }: { section: ChapterSection; scope: PreferenceScope }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [, setLocale] = useLocaleState();
  const own = useQuery({ queryKey: [...SETTINGS_KEY, 'preferences', scope], queryFn: () => dataProvider.preferences(scope) });
  // A person sees the organisation's value beside their own.
  const firm = useQuery({ queryKey: [...SETTINGS_KEY, 'preferences', 'client'], queryFn: () => dataProvider.preferences('client'), enabled: scope === 'user' });
  const save = useMutation({
    mutationFn: (values: Values) => dataProvider.setPreferences(scope, section.chapter, values),
    onSuccess: async (_, values) => {
      await queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
      notify('tally.settings.saved', { type: 'success' });
      if (section.chapter === 'language' && scope === 'user' && isLanguage(values.code)) setLocale(values.code);
    },
  });

  // Back to the organisation's values of the fields the person set (not the chapter's other keys, such as day_processing.synced).
  const dropOwn = useMutation({
    mutationFn: (keys: readonly string[]) => dataProvider.dropPreferences(section.chapter, keys),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
      notify('tally.settings.firms_restored', { type: 'success' });
    },
    onError: () => notify('tally.settings.firms_failed', { type: 'error' }),
  });

  if (own.isPending || (scope === 'user' && firm.isPending)) return <CircularProgress size={24} />;
  if (own.isError) return <Alert severity="error">{translate('tally.settings.load_failed')}</Alert>;
  const entries = entriesOf(own.data, section);
  const firmEntries = entriesOf(firm.data, section);
  const ownKeys = scope === 'user' ? section.fields.filter((field) => entries.get(field.key)?.source === 'user').map((field) => field.key) : [];
  const record: Values = Object.fromEntries(section.fields.map((field) => [field.key, entries.get(field.key)?.value ?? null]));

  const submit = async (values: Values) => {
    const changed = section.fields.filter((field) => !isDeepStrictEqual(values[field.key], record[field.key]) || entries.get(field.key)?.source === scope);
    if (changed.length === 0) return undefined;
    try {
      await save.mutateAsync(Object.fromEntries(changed.map((field) => [field.key, values[field.key]])));
      return undefined;
    } catch (error) {
      // react-admin sets these on the inputs by name (schedule.tuesday.end, grace.email).
      return isApiError(error) ? Object.fromEntries(Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages.join(' ')])) : undefined;
    }
  };

  const helperOf = (field: SettingsField): string | undefined => {
    const origin = originOf(field);
    return field.inert ? [translate('tally.settings.no_effect_yet'), origin].filter(Boolean).join(' · ') : origin;
  };
  const originOf = (field: SettingsField): string | undefined => {
    const source = entries.get(field.key)?.source;
    if (scope === 'client') return source === 'default' ? translate('tally.settings.source.default') : undefined;
    if (source !== 'user') return translate('tally.settings.source.firm');
    const theirs = describeValue(section.chapter, field, firmEntries.get(field.key)?.value, translate);
    return theirs ? translate('tally.settings.source.own_over', { value: theirs }) : translate('tally.settings.source.own');
  };

  return (
    // Remounted with what the server holds after a save; a refused save keeps what was typed, with the reasons.
    <Form key={JSON.stringify(record)} record={record} onSubmit={submit} noValidate>
      <Stack spacing={1} sx={{ mt: 2 }} data-testid={`settings-form-${section.chapter}-${scope}`}>
        {section.fields.map((field) => (
          <SettingsInput key={field.key} chapter={section.chapter} field={field} helperText={helperOf(field)} />
        ))}
        <Stack direction="row" spacing={1}>
          <SaveButton data-testid={`settings-save-${section.chapter}-${scope}`} />
          {ownKeys.length > 0 && (
            <Button onClick={() => dropOwn.mutate(ownKeys)} disabled={dropOwn.isPending} data-testid={`settings-use-firms-${section.chapter}`}>
              {translate('tally.settings.use_firms')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Form>
  );
}
