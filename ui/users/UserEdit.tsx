import { Box, Typography } from '@mui/material';
import { Edit, FormDataConsumer, Labeled, SaveButton, SelectInput, SimpleForm, TextField, TextInput, Toolbar, required, useRecordContext, useTranslate } from 'react-admin';
import { isDowngrade } from '../../identity/users.js';
import { useIntlLocale } from '../common/DateTimeFields.js';
import type { User } from '../providers/domain.js';
import { LANGUAGE_CHOICES, REASON_CHOICES, ROLE_CHOICES } from './choices.js';
import { PersonActions } from './PersonActions.js';

/** One of the firm's people: their name, role and language; and what an administrator does with their account. */
export default function UserEdit() {
  return (
    <Edit resource="users" mutationMode="pessimistic" redirect="list" actions={false}>
      <SimpleForm toolbar={<Toolbar><SaveButton /></Toolbar>}>
        <Labeled source="email" resource="users">
          <TextField source="email" />
        </Labeled>
        <AccountState />
        <TextInput source="name_first" validate={required()} />
        <TextInput source="name_prefix" />
        <TextInput source="name_last" validate={required()} />
        <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} />
        <DowngradeReason />
        <SelectInput source="language" choices={LANGUAGE_CHOICES} validate={required()} />
        <PersonActions />
      </SimpleForm>
    </Edit>
  );
}

/** Fewer rights than the person has (admin → manager → user) asks why (product-spec §3); the API refuses it without. */
function DowngradeReason() {
  const user = useRecordContext<User>();
  return (
    <FormDataConsumer<Pick<User, 'role'>>>
      {({ formData }) =>
        user && isDowngrade(user.role, formData.role) ? (
          <SelectInput
            source="reason"
            label="tally.people.downgrade.reason"
            helperText="tally.people.downgrade.hint"
            choices={REASON_CHOICES}
            validate={required()}
            data-testid="user-downgrade-reason"
          />
        ) : null
      }
    </FormDataConsumer>
  );
}

/** Where the person stands: their status, the reason they were deactivated, their invitation. */
function AccountState() {
  const user = useRecordContext<User>();
  const translate = useTranslate();
  const locale = useIntlLocale();
  if (!user) return null;
  const parts = [translate(`tally.people.statuses.${user.is_deleted ? 'archived' : user.status}`)];
  if (user.deactivation_reason) parts.push(translate(`tally.people.reasons.${user.deactivation_reason}`));
  if (user.invitation && user.status === 'invited') {
    const date = new Date(user.invitation.expires_at).toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric' });
    parts.push(translate(`tally.people.invitation.${user.invitation.state}`, { date }));
  }
  return (
    <Box sx={{ mb: 1 }}>
      <Typography variant="body2" data-testid="user-account-state">
        {parts.join(' · ')}
      </Typography>
    </Box>
  );
}
