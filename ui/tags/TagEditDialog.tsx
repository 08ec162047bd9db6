import { Alert, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { BooleanInput, EditBase, SaveButton, SimpleForm, Toolbar, useEditContext, useNotify, usePermissions, useTranslate } from 'react-admin';
import type { Tag } from '../providers/domain.js';
import { changeable, targetOf, type TagFormValues } from './choices.js';
import { TagTargetInputs } from './TagTargetInputs.js';

interface TagEditDialogProps {
  /** The tag to edit; none closes the dialog. */
  id: string | null;
  onClose(): void;
}

const toBody = (values: TagFormValues) => ({ ...values, ...targetOf(values) });

/** Changes a tag's target and nature (and, for administrators, its lock) in a dialog over the list. */
export function TagEditDialog({ id, onClose }: TagEditDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Dialog open={id !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="tag-edit-title">
      <DialogTitle id="tag-edit-title">{translate('tally.tags.edit.title')}</DialogTitle>
      {id !== null && (
        <EditBase<Tag>
          resource="tags"
          id={id}
          mutationMode="pessimistic"
          transform={toBody}
          mutationOptions={{
            onSuccess: () => {
              notify('tally.tags.done.changed', { type: 'info', messageArgs: { smart_count: 1 } });
              onClose();
            },
          }}
        >
          <TagEditForm />
        </EditBase>
      )}
    </Dialog>
  );
}

function TagEditForm() {
  const translate = useTranslate();
  const { record } = useEditContext<Tag>();
  const { permissions } = usePermissions<string>();
  if (!record) return null;
  const admin = permissions === 'admin';
  const refusal = record.forced ? 'tally.tags.edit.forced' : !changeable(record, admin) ? 'tally.tags.edit.locked' : null;
  return (
    <DialogContent>
      <strong data-testid="tag-edit-reference">
        {translate(`tally.tags.types.${record.type}`)}: {record.value}
      </strong>
      {refusal ? (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="tag-edit-refusal">
          {translate(refusal)}
        </Alert>
      ) : (
        <SimpleForm toolbar={<Toolbar><SaveButton /></Toolbar>}>
          <TagTargetInputs />
          {admin && <BooleanInput source="locked" />}
        </SimpleForm>
      )}
    </DialogContent>
  );
}
