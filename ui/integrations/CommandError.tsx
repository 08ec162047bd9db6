import { Alert } from '@mui/material';
import { ApiError } from '../errors/api-error.js';

/** A connect-flow call's failure where the person acted: the API's message (it names the system and the cause). */
export function CommandError({ error, testId }: { error: Error | null; testId: string }) {
  if (!error) return null;
  const message = error instanceof ApiError ? (error.detail ?? error.title ?? error.code) : error.message;
  return (
    <Alert severity="error" data-testid={testId} data-code={error instanceof ApiError ? error.code : undefined}>
      {message}
    </Alert>
  );
}
