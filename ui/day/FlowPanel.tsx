import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { Alert, Box, Button, Checkbox, Divider, FormControlLabel, Paper, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { DayStatus } from '../common/dayStatus.js';
import type { InitPublishMeta, PrepareCorrectionsAnswer } from '../providers/domain.js';
import { hoursText } from './duration.js';
import { flowProgress } from './flowSteps.js';
import type { DayTotals } from './model.js';
import { formatDuration } from '../common/figures.js';

/** Whether prepare booking ran on this date; what it found is read from the day as it is now, never kept. */
export type PrepareResult = 'ran' | null;

interface FlowPanelProps {
  status: DayStatus;
  totals: DayTotals;
  busy: boolean;
  locale: string;
  prepared: PrepareResult;
  corrections: PrepareCorrectionsAnswer | null;
  editingDurations: boolean;
  publishMeta: InitPublishMeta | null;
  onPrepare(): void;
  onSelectUntagged(): void;
  onSelectToBook(): void;
  onCheckCorrections(): void;
  /** Rounds every booked activity; durations set by hand too only when the person ticked so. */
  onRound(roundSetByHand: boolean): void;
  onReset(): void;
  onEditDurations(): void;
  onInitPublish(): void;
  onPublish(): void;
  onCancelPublish(): void;
}

/** The day flow (product-spec §4): tag, book, correct to the block size, prepare publishing, publish. */
export function FlowPanel(props: FlowPanelProps) {
  const { status, totals, busy, locale, prepared, corrections, editingDurations, publishMeta } = props;
  const translate = useTranslate();
  const open = status === 'open';
  const allTagged = totals.untagged === 0;
  const { next, done } = flowProgress(status, totals, corrections);
  // Only the next step's action is the filled, primary button.
  const primaryIf = (step: typeof next) => (next === step ? 'contained' : 'outlined');
  const [roundSetByHand, setRoundSetByHand] = useState(false);
  const differing = corrections ? corrections.proposals.filter((p) => p.rounded !== p.duration) : [];
  // Durations set by hand are the person's: rounding leaves them unless they ask for it.
  const setByHand = differing.filter((p) => p.set_by_hand).length;
  const changes = roundSetByHand ? differing : differing.filter((p) => !p.set_by_hand);

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="day-flow">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {translate('tally.day.flow.title')}
      </Typography>
      <Stack spacing={1.5} divider={<Divider flexItem />}>
        <Step number={1} title={translate('tally.day.flow.tag')} done={done.tag} next={next === 'tag'}>
          <Typography variant="body2" color="text.secondary">
            {allTagged ? translate('tally.day.flow.all_tagged') : translate('tally.day.flow.untagged', { smart_count: totals.untagged })}
          </Typography>
          {open && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {!allTagged && (
                <Button size="small" variant={primaryIf('tag')} onClick={props.onSelectUntagged} data-testid="select-untagged">
                  {translate('tally.day.flow.select_them')}
                </Button>
              )}
              <Button size="small" onClick={props.onPrepare} disabled={busy || totals.count === 0} data-testid="action-prepare">
                {translate('tally.day.flow.prepare')}
              </Button>
            </Box>
          )}
          {open && prepared && !allTagged && (
            <Alert severity="warning" data-testid="prepare-untagged">
              {translate('tally.day.flow.prepare_refused', { smart_count: totals.untagged })}
            </Alert>
          )}
          {open && prepared && allTagged && (
            <Alert severity="success" data-testid="prepare-ok">
              {translate('tally.day.flow.prepare_ok')}
            </Alert>
          )}
        </Step>

        <Step number={2} title={translate('tally.day.flow.book')} done={done.book} next={next === 'book'}>
          <Typography variant="body2" color="text.secondary" data-testid="flow-book-text">
            {totals.toBook > 0
              ? translate('tally.day.flow.to_book', { smart_count: totals.toBook })
              : allTagged
                ? translate('tally.day.flow.nothing_to_book')
                : translate('tally.day.flow.book_after_tagging')}
          </Typography>
          {open && totals.toBook > 0 && (
            <Button size="small" variant={primaryIf('book')} onClick={props.onSelectToBook} data-testid="select-to-book" sx={{ alignSelf: 'flex-start' }}>
              {translate('tally.day.flow.select_them')}
            </Button>
          )}
        </Step>

        <Step number={3} title={translate('tally.day.flow.correct')} done={done.correct} next={next === 'correct'}>
          {open && (
            <Button size="small" variant={next === 'correct' && !corrections ? 'contained' : 'outlined'} onClick={props.onCheckCorrections} disabled={busy || totals.count === 0} sx={{ alignSelf: 'flex-start' }} data-testid="action-corrections">
              {translate('tally.day.corrections.check')}
            </Button>
          )}
          {corrections && open && (
            <Box data-testid="corrections" data-booked={corrections.booked}>
              {!corrections.booked ? (
                <Alert severity="info">{translate('tally.day.corrections.not_booked', { smart_count: corrections.invalid_logs.length })}</Alert>
              ) : (
                <Stack spacing={1}>
                  <Typography variant="body2">
                    {translate('tally.day.corrections.block_size', { hours: hoursText(corrections.block_size, locale) })}
                    {' · '}
                    {changes.length === 0
                      ? translate('tally.day.corrections.all_rounded')
                      : translate('tally.day.corrections.proposals', {
                          smart_count: changes.length,
                          before: formatDuration(changes.reduce((sum, p) => sum + p.duration, 0)),
                          after: formatDuration(changes.reduce((sum, p) => sum + p.rounded, 0)),
                        })}
                  </Typography>
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                    <Button size="small" variant={primaryIf('correct')} onClick={() => props.onRound(roundSetByHand)} disabled={busy || changes.length === 0} data-testid="action-round">
                      {translate('tally.day.corrections.round')}
                    </Button>
                    {setByHand > 0 && (
                      <FormControlLabel
                        control={<Checkbox size="small" checked={roundSetByHand} onChange={(event) => setRoundSetByHand(event.target.checked)} data-testid="round-set-by-hand" />}
                        label={translate('tally.day.corrections.round_set_by_hand', { smart_count: setByHand })}
                      />
                    )}
                    <Button size="small" variant={editingDurations ? 'contained' : 'outlined'} onClick={props.onEditDurations} data-testid="action-edit-durations">
                      {translate('tally.day.corrections.edit')}
                    </Button>
                    <Button size="small" onClick={props.onReset} disabled={busy} data-testid="action-reset">
                      {translate('tally.day.corrections.reset')}
                    </Button>
                  </Box>
                </Stack>
              )}
            </Box>
          )}
        </Step>

        <Step number={4} title={translate('tally.day.flow.publish')} done={done.publish} next={next === 'publish'}>
          {open && (
            <Button variant={primaryIf('publish')} onClick={props.onInitPublish} disabled={busy || totals.count === 0} sx={{ alignSelf: 'flex-start' }} data-testid="action-init-publish">
              {translate('tally.day.publish.init')}
            </Button>
          )}
          {status === 'locked' && (
            <Stack spacing={1} data-testid="publish-ready">
              <Typography variant="body2">
                {translate('tally.day.publish.ready', { booked: formatDuration(totals.booked), unbooked: formatDuration(publishMeta?.unbooked_duration ?? totals.unbooked) })}
              </Typography>
              {(publishMeta?.unbooked_duration ?? totals.unbooked) > 0 && (
                <Alert severity="warning" data-testid="init-publish-warning">
                  {translate('tally.day.publish.unbooked_warning', { duration: formatDuration(publishMeta?.unbooked_duration ?? totals.unbooked) })}
                </Alert>
              )}
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button variant="contained" onClick={props.onPublish} disabled={busy} data-testid="action-publish">
                  {translate('tally.day.publish.publish')}
                </Button>
                <Button size="small" onClick={props.onCancelPublish} disabled={busy} data-testid="action-cancel-publish">
                  {translate('tally.day.publish.cancel')}
                </Button>
              </Box>
            </Stack>
          )}
          {status === 'published' && (
            <Typography variant="body2" color="text.secondary">
              {translate('tally.day.publish.published_short')}
            </Typography>
          )}
        </Step>
      </Stack>
    </Paper>
  );
}

function Step({ number, title, done, next, children }: { number: number; title: string; done: boolean; next: boolean; children: ReactNode }) {
  return (
    <Stack spacing={1} data-testid={`flow-step-${number}`} data-done={done} data-next={next}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box
          sx={{
            width: 22,
            height: 22,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            fontSize: 12,
            fontWeight: 600,
            bgcolor: done ? 'success.main' : 'action.selected',
            color: done ? 'success.contrastText' : 'text.primary',
          }}
        >
          {done ? <CheckCircleOutlineIcon sx={{ fontSize: 16 }} /> : number}
        </Box>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
      </Box>
      {children}
    </Stack>
  );
}
