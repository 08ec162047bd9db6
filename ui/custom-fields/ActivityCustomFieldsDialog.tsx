import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { fieldError, formError } from '../account/fieldError.js';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { Activity } from '../providers/domain.js';
import { useCustomFields } from './CustomFieldInputs.js';
import { CustomValueInput, type CustomValue } from './CustomValueInput.js';

interface ActivityCustomFieldsDialogProps {
  activity: Activity;
  /** The activity as the API answers it after the change. */
  onSaved(activity: Activity): void;
  onClose(): void;
}

/** The custom fields of one activity (the first selected on the day screen), each by its type; the API's refusals under their fields. */
export function ActivityCustomFieldsDialog({ activity, onSaved, onClose }: ActivityCustomFieldsDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: fields = [] } = useCustomFields('activity');
  const [values, setValues] = useState<Record<string, CustomValue>>({ ...activity.customfields });
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      // Every field is sent: an emptied one is cleared.
      const changes = Object.fromEntries(fields.map((field) => [field.key, values[field.key] === '' ? null : (values[field.key] ?? null)]));
      onSaved(await dataProvider.setActivityCustomFields(activity.id, changes));
      onClose();
    } catch (refusal) {
      setError(refusal);
    } finally {
      setBusy(false);
    }
  };
  const keys = fields.map((field) => `customfields.${field.key}`);
  const above = error ? formError(error, keys) : undefined;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="activity-custom-fields">
      <DialogTitle>{translate('tally.custom_fields.activity_title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {above && <Alert severity="error">{above}</Alert>}
          {fields.length === 0 && <Alert severity="info">{translate('tally.custom_fields.empty')}</Alert>}
          {fields.map((field) => (
            <CustomValueInput
              key={field.id}
              field={field}
              value={values[field.key]}
              onChange={(value) => setValues((current) => ({ ...current, [field.key]: value }))}
              error={fieldError(error, `customfields.${field.key}`)}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={busy || fields.length === 0} onClick={() => void save()} data-testid="custom-fields-save">
          {translate('tally.custom_fields.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
