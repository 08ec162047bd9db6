import BlockIcon from '@mui/icons-material/Block';
import BusinessIcon from '@mui/icons-material/Business';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState, type ReactElement, type SyntheticEvent } from 'react';
import { BulkDeleteButton, Button, useListContext, useNotify, usePermissions, useTranslate, useUnselectAll } from 'react-admin';
import { ContactPicker } from '../day/ContactPicker.js';
import type { Contact, TagBatchEditBody } from '../providers/domain.js';
import { useDomainCommand } from '../providers/useDomainCommand.js';

type Change = Omit<TagBatchEditBody, 'tags'>;

/**
 * What can be done with the selected tags at once (POST /v1/rpc/tags/batch-edit, all of them or none): tag them to a
 * contact, mark them internal or ignored, and for administrators lock or unlock them; and delete them, confirmed.
 */
export function TagBulkActions() {
  const translate = useTranslate();
  const notify = useNotify();
  const { selectedIds } = useListContext();
  const unselectAll = useUnselectAll('tags');
  const { permissions } = usePermissions<string>();
  const [choosing, setChoosing] = useState(false);
  const edit = useDomainCommand('batchEditTags', { invalidates: ['tags'] });
  const apply = (change: Change) =>
    edit.mutate([{ tags: selectedIds.map(String), ...change }], {
      onSuccess: ({ data }) => {
        notify('tally.tags.done.changed', { type: 'info', messageArgs: { smart_count: data.length } });
        unselectAll();
      },
    });
  const button = (label: string, icon: ReactElement, change: Change) => (
    <Button label={`tally.tags.actions.${label}`} onClick={() => apply(change)} disabled={edit.isPending} data-testid={`tags-${label}`}>
      {icon}
    </Button>
  );
  return (
    <>
      <Button label="tally.tags.actions.tag" onClick={() => setChoosing(true)} disabled={edit.isPending} data-testid="tags-tag">
        <LocalOfferIcon />
      </Button>
      {button('internal', <BusinessIcon />, { internal: true })}
      {button('ignore', <BlockIcon />, { ignored: true })}
      {permissions === 'admin' && button('lock', <LockIcon />, { locked: true })}
      {permissions === 'admin' && button('unlock', <LockOpenIcon />, { locked: false })}
      <BulkDeleteButton mutationMode="pessimistic" />
      <ContactDialog
        open={choosing}
        title={translate('tally.tags.tag_dialog.title', { smart_count: selectedIds.length })}
        onClose={() => setChoosing(false)}
        onChoose={(contact) => apply({ contact_id: contact.id })}
      />
    </>
  );
}

interface ContactDialogProps {
  open: boolean;
  title: string;
  onClose(): void;
  onChoose(contact: Contact): void;
}

function ContactDialog({ open, title, onClose, onChoose }: ContactDialogProps) {
  const translate = useTranslate();
  const [contact, setContact] = useState<Contact | null>(null);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!contact) return;
    onChoose(contact);
    setContact(null);
    onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="tags-contact-title">
      <form onSubmit={submit}>
        <DialogTitle id="tags-contact-title">{title}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <ContactPicker value={contact} onChange={setContact} autoFocus />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton type="submit" variant="contained" disabled={!contact} data-testid="tags-contact-apply">
            {translate('tally.tags.tag_dialog.apply')}
          </MuiButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
