import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Chip, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import { Datagrid, FunctionField, List, TextField, TopToolbar, useTranslate } from 'react-admin';
import { LocalTimeField } from '../common/DateTimeFields.js';
import type { ApiToken } from '../providers/domain.js';
import { abilityKey } from './abilities.js';
import { CreateTokenDialog } from './CreateTokenDialog.js';
import { RevokeTokenButton } from './RevokeTokenButton.js';

/** Revoked tokens stay listed (when they were made and last used still says something), after the live ones by name. */
const EVERY_STATUS = { status: ['active', 'revoked'] };

function TokenActions({ onNew }: { onNew: () => void }) {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <Button variant="contained" startIcon={<AddIcon />} onClick={onNew} data-testid="token-new">
        {translate('tally.tokens.new')}
      </Button>
    </TopToolbar>
  );
}

function Abilities({ token }: { token: ApiToken }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {token.abilities.map((ability) => (
        <Chip key={ability} size="small" variant="outlined" label={translate(abilityKey(ability))} />
      ))}
    </Stack>
  );
}

function Status({ token }: { token: ApiToken }) {
  const translate = useTranslate();
  const revoked = token.deleted_at !== null;
  return (
    <Chip
      size="small"
      color={revoked ? 'default' : 'success'}
      label={translate(revoked ? 'tally.tokens.status.revoked' : 'tally.tokens.status.active')}
      data-testid={`token-status-${token.id}`}
      data-status={revoked ? 'revoked' : 'active'}
    />
  );
}

/**
 * /tokens, "My API tokens" (from the user menu): the person's tokens with what they may do, when they were made and
 * last used and whether they still work; a new one shows its secret once; revoking asks first. On a phone the
 * dates give way to the name, status and action.
 */
export default function TokenList() {
  const translate = useTranslate();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [creating, setCreating] = useState(false);
  return (
    <>
      <List
        resource="tokens"
        title="tally.tokens.title"
        filter={EVERY_STATUS}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        actions={<TokenActions onNew={() => setCreating(true)} />}
        empty={false}
        disableSyncWithLocation
      >
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
          {translate('tally.tokens.intro')}
        </Typography>
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          data-testid="tokens-table"
          empty={
            <Box sx={{ p: 2 }} data-testid="tokens-empty">
              {translate('tally.tokens.empty')}
            </Box>
          }
        >
          <TextField source="name" label="tally.tokens.columns.name" />
          {wide && <FunctionField<ApiToken> label="tally.tokens.columns.abilities" render={(token) => <Abilities token={token} />} />}
          {wide && <LocalTimeField source="created_at" label="tally.tokens.columns.created_at" withDate />}
          {wide && (
            <FunctionField<ApiToken>
              label="tally.tokens.columns.last_used_at"
              sortBy="last_used_at"
              render={(token) => (token.last_used_at ? <LocalTimeField source="last_used_at" withDate /> : translate('tally.tokens.never_used'))}
            />
          )}
          <FunctionField<ApiToken> label="tally.tokens.columns.status" render={(token) => <Status token={token} />} />
          <RevokeTokenButton />
        </Datagrid>
      </List>
      <CreateTokenDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
