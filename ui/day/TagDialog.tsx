import { Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, TextField, Typography } from '@mui/material';
import { useState, type SyntheticEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { Contact, TagReference } from '../providers/domain.js';
import { ContactPicker } from './ContactPicker.js';

/** "Always for this reference": a tag of the reference to the contact, the person's own or (administrators) the firm's. */
export interface AlwaysTag {
  reference: TagReference;
  scope: 'personal' | 'general';
}

interface TagDialogProps {
  open: boolean;
  count: number;
  /** The references the selected activities share, most specific first; none offers no "always". */
  references: readonly TagReference[];
  /** Administrators may make the tag the firm's (general); everyone makes their own (personal) otherwise. */
  mayTagForFirm: boolean;
  onClose(): void;
  /** Tags the selection (the screen shows the outcome), and creates the tag when asked to. */
  onTag(contact: Contact, always: AlwaysTag | null): Promise<unknown>;
  /** Where the list offers "Internal" (day_processing.sort_internal_top); null: only the Internal action does. */
  internalPlace?: 'first' | 'last' | null;
  /** Marks the selection internal: "Internal" was picked in the list. */
  onInternal?(): void;
}

const keyOf = (reference: TagReference) => `${reference.type}:${reference.value}`;

/** Tag the selected activities to one contact, and optionally always: the rest of that reference tags itself. */
export function TagDialog({ open, count, references, mayTagForFirm, onClose, onTag, internalPlace = null, onInternal }: TagDialogProps) {
  const translate = useTranslate();
  const [contact, setContact] = useState<Contact | null>(null);
  const [always, setAlways] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const [forFirm, setForFirm] = useState(false);
  const reference = references.find((candidate) => keyOf(candidate) === chosen) ?? references[0];
  const label = (candidate: TagReference) => `${translate(`tally.tags.types.${candidate.type}`)}: ${candidate.value}`;
  const close = () => {
    setContact(null);
    setAlways(false);
    setChosen(null);
    setForFirm(false);
    onClose();
  };
  // Closes at once: the rows show the tag when the API answers, and a refusal goes to the error display.
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!contact) return;
    void onTag(contact, always && reference ? { reference, scope: mayTagForFirm && forFirm ? 'general' : 'personal' } : null);
    close();
  };
  const markInternal = () => {
    onInternal?.();
    close();
  };
  const internal = internalPlace && onInternal ? { place: internalPlace, onInternal: markInternal } : undefined;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="day-tag-title">
      <form onSubmit={submit}>
        <DialogTitle id="day-tag-title">{translate('tally.day.tag.title', { smart_count: count })}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <ContactPicker value={contact} onChange={setContact} autoFocus internal={internal} />
          {reference && (
            <Box sx={{ mt: 2 }} data-testid="tag-always">
              <FormControlLabel
                control={<Checkbox checked={always} onChange={(event) => setAlways(event.target.checked)} slotProps={{ input: { 'aria-describedby': 'tag-always-help' } }} />}
                label={references.length === 1 ? translate('tally.day.tag.always_for', { reference: label(reference) }) : translate('tally.day.tag.always')}
              />
              {always && references.length > 1 && (
                <TextField
                  select
                  size="small"
                  fullWidth
                  label={translate('tally.day.tag.reference')}
                  value={keyOf(reference)}
                  onChange={(event) => setChosen(event.target.value)}
                  data-testid="tag-always-reference"
                >
                  {references.map((candidate) => (
                    <MenuItem key={keyOf(candidate)} value={keyOf(candidate)}>
                      {label(candidate)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              {always && mayTagForFirm && (
                <FormControlLabel control={<Checkbox checked={forFirm} onChange={(event) => setForFirm(event.target.checked)} />} label={translate('tally.day.tag.for_firm')} />
              )}
              <Typography id="tag-always-help" variant="body2" color="text.secondary">
                {translate('tally.day.tag.always_help')}
              </Typography>
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!contact} data-testid="tag-apply">
            {translate('tally.day.actions.tag')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
