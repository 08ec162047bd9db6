import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { TOKEN_ABILITIES, type Ability } from '../../identity/abilities.js';
import { ApiError } from '../errors/api-error.js';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { NewApiToken, TokenInput } from '../providers/domain.js';
import { abilityKey } from './abilities.js';
import { SecretDialog } from './SecretDialog.js';

/**
 * A new token: a name and what it may do (sending detections is what most people make one for, so it is ticked).
 * The answer's secret goes straight to the secret dialog and is dropped when that closes: react-admin's record
 * cache never sees it (createToken, not create), and the list is refetched for the token itself.
 */
export function CreateTokenDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [abilities, setAbilities] = useState<Ability[]>(['detections:write']);
  const [created, setCreated] = useState<NewApiToken | null>(null);
  const create = useMutation({
    mutationKey: ['tokens', 'create'],
    mutationFn: (input: TokenInput) => dataProvider.createToken(input),
    onSuccess: async ({ data }) => {
      setCreated(data);
      onClose();
      setName('');
      setAbilities(['detections:write']);
      await queryClient.invalidateQueries({ queryKey: ['tokens'] });
    },
  });
  const nameError = create.error instanceof ApiError ? create.error.fieldErrors.name?.[0] : undefined;
  const toggle = (ability: Ability, checked: boolean) =>
    setAbilities((current) => TOKEN_ABILITIES.filter((one) => (one === ability ? checked : current.includes(one))));
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (abilities.length > 0) create.mutate({ name, abilities });
  };

  return (
    <>
      <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="token-create-title">
        <form onSubmit={submit} noValidate data-testid="token-create-form">
          <DialogTitle id="token-create-title">{translate('tally.tokens.create.title')}</DialogTitle>
          <DialogContent>
            <TextField
              label={translate('tally.tokens.create.name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
              fullWidth
              autoFocus
              margin="dense"
              error={nameError !== undefined}
              helperText={nameError ?? translate('tally.tokens.create.name_hint')}
              slotProps={{ htmlInput: { maxLength: 255, 'data-testid': 'token-create-name' } }}
            />
            <FormControl component="fieldset" error={abilities.length === 0} sx={{ mt: 2 }}>
              <FormLabel component="legend">{translate('tally.tokens.create.abilities')}</FormLabel>
              <FormGroup>
                {TOKEN_ABILITIES.map((ability) => (
                  <FormControlLabel
                    key={ability}
                    control={<Checkbox checked={abilities.includes(ability)} onChange={(event) => toggle(ability, event.target.checked)} data-testid={`token-create-ability-${ability}`} />}
                    label={`${translate(abilityKey(ability))}: ${translate(abilityKey(ability, 'ability_hints'))}`}
                  />
                ))}
              </FormGroup>
              {abilities.length === 0 && <FormHelperText>{translate('tally.tokens.create.no_ability')}</FormHelperText>}
            </FormControl>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('tally.tokens.create.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={create.isPending || abilities.length === 0 || name.trim() === ''} data-testid="token-create-submit">
              {translate('tally.tokens.create.submit')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <SecretDialog secret={created?.token ?? null} name={created?.name} onClose={() => setCreated(null)} />
    </>
  );
}
