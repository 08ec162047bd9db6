import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Button as MuiButton } from '@mui/material';
import { useState } from 'react';
import { Button, email, Form, required, SaveButton, SelectInput, TextInput, useCreate, useNotify, useRefresh, useTranslate } from 'react-admin';
import { LANGUAGE_CHOICES, ROLE_CHOICES } from './choices.js';

/** Invites someone (POST /v1/users/invite): a name, an address, a role and the language of the mail and portal. */
export function InviteButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [create, { isPending }] = useCreate();
  const submit = (values: Record<string, unknown>) =>
    create(
      'invitations',
      { data: values },
      {
        onSuccess: () => {
          setOpen(false);
          notify('tally.people.invite.sent', { type: 'info', messageArgs: { email: values.email } });
          refresh();
        },
      },
    );
  return (
    <>
      <Button label="tally.people.invite.action" onClick={() => setOpen(true)} data-testid="users-invite">
        <PersonAddIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="sm" fullWidth aria-labelledby="users-invite-title">
        <Form onSubmit={submit} defaultValues={{ role: 'user', language: 'nl' }} noValidate>
          <DialogTitle id="users-invite-title">{translate('tally.people.invite.title')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 1 }}>{translate('tally.people.invite.hint')}</DialogContentText>
            <TextInput source="name_first" resource="users" validate={required()} autoFocus />
            <TextInput source="name_prefix" resource="users" />
            <TextInput source="name_last" resource="users" validate={required()} />
            <TextInput source="email" resource="users" type="email" validate={[required(), email('Invalid email address')]} />
            <SelectInput source="role" resource="users" choices={ROLE_CHOICES} validate={required()} />
            <SelectInput source="language" resource="users" choices={LANGUAGE_CHOICES} validate={required()} />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOpen(false)}>{translate('tally.people.invite.cancel')}</MuiButton>
            <SaveButton label="tally.people.invite.submit" icon={<PersonAddIcon />} disabled={isPending} alwaysEnable data-testid="users-invite-submit" />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
