import BusinessIcon from '@mui/icons-material/Business';
import ClearIcon from '@mui/icons-material/Clear';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import TuneIcon from '@mui/icons-material/Tune';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import WorkOutlineIcon from '@mui/icons-material/WorkOutline';
import { Box, Button, Checkbox, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';

interface SelectionBarProps {
  selected: number;
  total: number;
  busy: boolean;
  onSelectAll(): void;
  onClear(): void;
  onTag(): void;
  onInternal(): void;
  onIgnore(): void;
  onUnignore(): void;
  onBook(): void;
  /** The custom fields of the first selected activity. */
  onCustomFields(): void;
}

/** Select all, and what can be done with the selection: tag, internal, ignore, un-ignore, book. Stays in view while scrolling. */
export function SelectionBar(props: SelectionBarProps) {
  const { selected, total, busy, onSelectAll, onClear, onTag, onInternal, onIgnore, onUnignore, onBook, onCustomFields } = props;
  const translate = useTranslate();
  const none = selected === 0 || busy;
  const action = (testId: string, label: string, key: string | null, icon: ReactElement, onClick: () => void, primary = false) => (
    <Tooltip title={key ? `${label} (${key})` : label}>
      <span>
        <Button size="small" variant={primary ? 'contained' : 'outlined'} startIcon={icon} onClick={onClick} disabled={none} data-testid={testId}>
          {label}
        </Button>
      </span>
    </Tooltip>
  );
  return (
    <Paper
      variant="outlined"
      sx={{ position: 'sticky', top: { xs: 56, sm: 48 }, zIndex: 2, display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5, px: 1, py: 0.75 }}
      data-testid="selection-bar"
    >
      <Tooltip title={`${translate('tally.day.selection.all')} (A)`}>
        <Checkbox
          size="small"
          checked={total > 0 && selected === total}
          indeterminate={selected > 0 && selected < total}
          disabled={total === 0}
          onChange={onSelectAll}
          slotProps={{ input: { 'aria-label': translate('tally.day.selection.all'), 'data-testid': 'select-all' } as Record<string, string> }}
        />
      </Tooltip>
      <Box sx={{ display: 'flex', alignItems: 'center', minWidth: 120 }}>
        <Typography variant="body2" data-testid="selection-count" data-count={selected}>
          {selected > 0 ? translate('tally.day.selection.count', { smart_count: selected }) : translate('tally.day.selection.none')}
        </Typography>
        {selected > 0 && (
          <Tooltip title={`${translate('tally.day.selection.clear')} (Esc)`}>
            <IconButton size="small" onClick={onClear} aria-label={translate('tally.day.selection.clear')} data-testid="selection-clear">
              <ClearIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, ml: 'auto' }}>
        {action('action-tag', translate('tally.day.actions.tag'), 'T', <LocalOfferIcon />, onTag)}
        {action('action-internal', translate('tally.day.actions.internal'), 'I', <BusinessIcon />, onInternal)}
        {action('action-ignore', translate('tally.day.actions.ignore'), 'X', <VisibilityOffIcon />, onIgnore)}
        {action('action-unignore', translate('tally.day.actions.unignore'), 'U', <VisibilityIcon />, onUnignore)}
        {action('action-custom-fields', translate('tally.custom_fields.open'), null, <TuneIcon />, onCustomFields)}
        {action('action-book', translate('tally.day.actions.book'), 'B', <WorkOutlineIcon />, onBook, true)}
      </Box>
    </Paper>
  );
}
