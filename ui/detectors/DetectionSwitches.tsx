import { FormControlLabel, FormGroup, Skeleton, Switch, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { Detections } from '../../domain/preferences/index.js';
import type { AppDataProvider } from '../providers/dataProvider.js';

export const DETECTIONS = ['calendars', 'detections'];
const SWITCHES: ReadonlyArray<keyof Detections> = ['appointments', 'meetings', 'calls', 'email', 'emailContents'];

/**
 * The detections chapter's switches beside the calendar grants: what the grants and the firm's Teams tenant turn into
 * the person's activity. The mail's content can only be on while sent mail is.
 */
export function DetectionSwitches() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { data: detections } = useQuery({ queryKey: DETECTIONS, queryFn: () => dataProvider.detections() });
  const change = useMutation({
    mutationFn: ({ key, on }: { key: keyof Detections; on: boolean }) => dataProvider.setDetection(key, on),
    onSuccess: (_answer, { key, on }) => {
      queryClient.setQueryData<Detections>(DETECTIONS, (before) => before && { ...before, [key]: on });
      return queryClient.invalidateQueries({ queryKey: ['calendars', 'profile'] });
    },
  });
  if (!detections) return <Skeleton height={120} />;
  return (
    <div data-testid="detection-switches">
      <Typography variant="subtitle2">{translate('tally.detectors.detections.title')}</Typography>
      <FormGroup>
        {SWITCHES.map((key) => (
          <FormControlLabel
            key={key}
            control={
              <Switch
                checked={detections[key] && (key !== 'emailContents' || detections.email)}
                disabled={change.isPending || (key === 'emailContents' && !detections.email)}
                onChange={(event) => change.mutate({ key, on: event.target.checked })}
                slotProps={{ input: { 'aria-describedby': `detection-${key}-hint` } }}
                data-testid={`detection-${key}`}
              />
            }
            label={
              <span>
                {translate(`tally.detectors.detections.${key}`)}
                <Typography id={`detection-${key}-hint`} variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                  {translate(`tally.detectors.detections.${key}_hint`)}
                </Typography>
              </span>
            }
          />
        ))}
      </FormGroup>
    </div>
  );
}
