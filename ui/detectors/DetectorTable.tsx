import { Box, Card, CardHeader, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatMoment } from '../common/useFormatMoment.js';
import type { Detector } from '../providers/domain.js';
import { kindLabel } from './kinds.js';

/** The person's detectors: each bucket with its device, kind, when it last sent and how much in the last 7 days. */
export function DetectorTable({ detectors }: { detectors: Detector[] | undefined }) {
  const translate = useTranslate();
  const formatMoment = useFormatMoment();
  return (
    <Card data-testid="detectors-list">
      <CardHeader title={translate('tally.detectors.list.title')} />
      {detectors === undefined ? (
        <Skeleton height={96} sx={{ mx: 2 }} />
      ) : detectors.length === 0 ? (
        <Typography sx={{ px: 2, pb: 2 }} color="text.secondary" data-testid="detectors-empty">
          {translate('tally.detectors.list.empty')}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('tally.detectors.list.device')}</TableCell>
                <TableCell>{translate('tally.detectors.list.kind')}</TableCell>
                <TableCell>{translate('tally.detectors.list.last_seen')}</TableCell>
                <TableCell align="right">{translate('tally.detectors.list.recent')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {detectors.map((detector) => (
                <TableRow key={detector.id} data-testid={`detector-${detector.id}`}>
                  <TableCell>{detector.hostname}</TableCell>
                  <TableCell>
                    {kindLabel(detector.type, translate)}
                    <Typography variant="caption" color="text.secondary" component="div" sx={{ wordBreak: 'break-all' }}>
                      {detector.id}
                    </Typography>
                  </TableCell>
                  <TableCell>{detector.last_event_at ? formatMoment(detector.last_event_at) : translate('tally.detectors.list.never')}</TableCell>
                  <TableCell align="right">{detector.events_last_7_days}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Card>
  );
}
