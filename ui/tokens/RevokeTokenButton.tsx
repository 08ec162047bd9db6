import BlockIcon from '@mui/icons-material/Block';
import { useState } from 'react';
import { Button, Confirm, useDelete, useNotify, useRecordContext } from 'react-admin';
import type { ApiToken } from '../providers/domain.js';

/**
 * Revokes the token in context after a confirmation (DELETE /v1/auth/tokens/{id}): whatever uses it is refused from
 * its next call on. The list then shows it as revoked. Nothing to do for a revoked one.
 */
export function RevokeTokenButton() {
  const token = useRecordContext<ApiToken>();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [revoke, { isPending }] = useDelete<ApiToken>();
  if (!token || token.deleted_at !== null) return null;
  const confirm = () =>
    revoke(
      'tokens',
      { id: token.id, previousData: token },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(false);
          notify('tally.tokens.revoke.done', { type: 'info' });
        },
        onError: () => setAsking(false),
      },
    );
  return (
    <>
      <Button label="tally.tokens.revoke.action" color="error" onClick={() => setAsking(true)} data-testid={`token-revoke-${token.id}`}>
        <BlockIcon />
      </Button>
      <Confirm
        isOpen={asking}
        loading={isPending}
        title="tally.tokens.revoke.title"
        titleTranslateOptions={{ name: token.name }}
        content="tally.tokens.revoke.content"
        confirm="tally.tokens.revoke.action"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
