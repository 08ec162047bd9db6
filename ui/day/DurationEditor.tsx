import CheckIcon from '@mui/icons-material/Check';
import { Box, IconButton, InputBase, Typography } from '@mui/material';
import { useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { useTranslate } from 'react-admin';
import { checkDuration, hoursText } from './duration.js';

interface DurationEditorProps {
  activityId: string;
  /** Seconds now. */
  seconds: number;
  /** Seconds per block (360 is 0.1 h). */
  blockSize: number;
  locale: string;
  /** Saves seconds; answers the API's message when it refuses (correct_block_size). */
  onSave(seconds: number): Promise<string | null>;
  onClose(): void;
}

/** One activity's duration in hours, checked against the block size before it is sent ('Duration must be a multiple of 0.1 h.'). */
export function DurationEditor({ activityId, seconds, blockSize, locale, onSave, onClose }: DurationEditorProps) {
  const translate = useTranslate();
  const [text, setText] = useState(() => hoursText(seconds, locale));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const blockHours = hoursText(blockSize, locale);

  const submit = async (event?: SyntheticEvent) => {
    event?.preventDefault();
    const check = checkDuration(text, blockSize);
    if ('error' in check) {
      setError(check.error === 'block_size' ? translate('tally.day.corrections.block_size_error', { blockSize: blockHours }) : translate('tally.day.corrections.invalid'));
      return;
    }
    setSaving(true);
    const refused = await onSave(check.seconds);
    setSaving(false);
    if (refused) setError(refused);
    else onClose();
  };
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'inline-flex', flexDirection: 'column', gap: 0.25 }} data-testid={`duration-editor-${activityId}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <InputBase
          autoFocus
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          onKeyDown={keys}
          inputProps={{ 'aria-label': translate('tally.day.corrections.hours'), 'aria-invalid': Boolean(error), inputMode: 'decimal', 'data-testid': `duration-input-${activityId}` }}
          endAdornment={<Typography variant="caption">{translate('tally.day.corrections.unit')}</Typography>}
          sx={{ width: 64, px: 0.75, border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, fontSize: 14 }}
        />
        {/* An icon, named for screen readers: a text button would not fit the duration column and covered the contact. */}
        <IconButton type="submit" size="small" color="primary" disabled={saving} aria-label={translate('ra.action.save')} title={translate('ra.action.save')} data-testid={`duration-save-${activityId}`}>
          <CheckIcon fontSize="small" />
        </IconButton>
      </Box>
      {error && (
        <Typography variant="caption" color="error" role="alert" data-testid={`duration-error-${activityId}`}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
