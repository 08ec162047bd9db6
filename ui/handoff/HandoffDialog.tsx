import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';
import { useNavigate, useTranslate } from 'react-admin';
import type { HandoffState } from './useHandoff.js';

export interface HandoffDialogProps {
  title: string;
  state: HandoffState<unknown>;
  /** What is asking, and what it gets. */
  children: ReactNode;
  allowLabel?: string;
  onAllow: () => void;
  /** Whether allowing can start (the signed-in person is known). */
  ready: boolean;
  /** What the person sees once it is done: a sentence, or a component (the token to copy). */
  done: ReactNode;
}

/** The question a hand-off asks (Allow / Cancel), its progress, and its outcome. Cancelling goes to the dashboard. */
export function HandoffDialog({ title, state, children, allowLabel = 'tally.handoff.allow', onAllow, ready, done }: HandoffDialogProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const working = state.step === 'working';
  const toDashboard = () => void navigate('/dashboard', { replace: true });
  return (
    <Dialog open maxWidth="sm" fullWidth aria-labelledby="handoff-title" data-testid="handoff-dialog" data-step={state.step}>
      <DialogTitle id="handoff-title">{translate(title)}</DialogTitle>
      <DialogContent>
        {state.step === 'done' ? (
          typeof done === 'string' ? (
            <Alert severity="success" data-testid="handoff-done">
              {translate(done)}
            </Alert>
          ) : (
            done
          )
        ) : (
          children
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {state.step === 'done' ? (
          <Button onClick={toDashboard} data-testid="handoff-dashboard">
            {translate('tally.handoff.to_dashboard')}
          </Button>
        ) : (
          <>
            <Button onClick={toDashboard} disabled={working} data-testid="handoff-cancel">
              {translate('tally.handoff.cancel')}
            </Button>
            <Button variant="contained" onClick={onAllow} disabled={working || !ready} data-testid="handoff-allow">
              {working ? <CircularProgress size={20} color="inherit" aria-label={translate('tally.handoff.working')} /> : translate(allowLabel)}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
