import { Alert, Box, Button, Card, CardContent, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { Title, useAuthProvider, useDataProvider, useGetIdentity, useTranslate } from 'react-admin';
import { LANGUAGES, offeredLanguages } from '../i18n/index.js';
import { useChooseLanguage } from '../layout/useChooseLanguage.js';
import type { ProfileUpdate } from '../providers/accountMethods.js';
import type { AppAuthProvider, Identity } from '../providers/authProvider.js';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { User } from '../providers/domain.js';
import { fieldError, formError } from './fieldError.js';

const NAME_FIELDS = ['name_first', 'name_prefix', 'name_last'] as const;
type Names = Record<(typeof NAME_FIELDS)[number], string>;
/** The screen shows refusals itself, each under its field. */
const SILENT = { errorDisplay: 'none' } as const;

/**
 * /account/details (the profile menu links it): your name (PUT /v1/users/profile/{id}; the API says which field is
 * wrong), your language (at once, saved as your preference and as the language of your mails), and what is not
 * changed here: your email address (the contract's self-update has none) and time zone.
 */
export default function DetailsScreen() {
  const translate = useTranslate();
  const { identity, refetch } = useGetIdentity();
  const user = (identity as Identity | undefined)?.user;
  const authProvider = useAuthProvider<AppAuthProvider>();
  // The bar and every screen name the person from the signed-in user, read once a session: read it afresh.
  const saved = () => {
    authProvider?.forgetSelf();
    void refetch();
  };

  return (
    <Box sx={{ maxWidth: 560, mt: 2 }}>
      <Title title={translate('tally.account.details.title')} />
      <Card>
        <CardContent>
          {user ? (
            <Stack spacing={3}>
              <NameForm user={user} onSaved={saved} />
              <LanguageChoice onSaved={saved} />
              <Stack spacing={0.5}>
                <Typography variant="body2" data-testid="details-email">
                  {translate('tally.account.details.email', { email: user.email })}
                </Typography>
                <Typography variant="body2" data-testid="details-time-zone">
                  {translate('tally.account.details.time_zone', { zone: user.time_zone })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('tally.account.details.fixed')}
                </Typography>
              </Stack>
            </Stack>
          ) : (
            <CircularProgress size={24} />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

function NameForm({ user, onSaved }: { user: User; onSaved: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [names, setNames] = useState<Names>({ name_first: user.name_first, name_prefix: user.name_prefix ?? '', name_last: user.name_last });
  const save = useMutation({
    mutationKey: ['account', 'details'],
    meta: SILENT,
    mutationFn: (body: ProfileUpdate) => dataProvider.updateProfile(user.id, body),
    onSuccess: onSaved,
  });
  const refused = formError(save.error, NAME_FIELDS);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    save.mutate({ name_first: names.name_first, name_prefix: names.name_prefix === '' ? null : names.name_prefix, name_last: names.name_last });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="details-form">
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {translate('tally.account.details.intro')}
        </Typography>
        {save.isSuccess && (
          <Alert severity="success" data-testid="details-saved">
            {translate('tally.account.details.saved')}
          </Alert>
        )}
        {refused && <Alert severity="error">{refused}</Alert>}
        {NAME_FIELDS.map((name) => {
          const error = fieldError(save.error, name);
          return (
            <TextField
              key={name}
              label={translate(`resources.users.fields.${name}`)}
              value={names[name]}
              onChange={(event) => setNames((current) => ({ ...current, [name]: event.target.value }))}
              required={name !== 'name_prefix'}
              fullWidth
              error={error !== undefined}
              helperText={error}
              slotProps={{ htmlInput: { 'data-testid': `details-${name}` } }}
            />
          );
        })}
        <Button type="submit" variant="contained" disabled={save.isPending} data-testid="details-submit">
          {translate('tally.account.details.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** The language switches the portal at once; it is saved as the preference and on the profile (that of the mails). */
function LanguageChoice({ onSaved }: { onSaved: () => void }) {
  const translate = useTranslate();
  const [locale, chooseLanguage] = useChooseLanguage();
  const choose = (value: string) => {
    const chosen = LANGUAGES.find((language) => language.locale === value);
    if (chosen) void chooseLanguage(chosen.locale).then(onSaved);
  };

  return (
    <TextField
      select
      label={translate('tally.account.details.language')}
      value={locale}
      onChange={(event) => choose(event.target.value)}
      helperText={translate('tally.account.details.language_hint')}
      fullWidth
      slotProps={{ htmlInput: { 'data-testid': 'details-language' } }}
    >
      {offeredLanguages(locale).map((language) => (
        <MenuItem key={language.locale} value={language.locale} lang={language.locale}>
          {language.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
