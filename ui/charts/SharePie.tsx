import { Box, Typography } from '@mui/material';
import { PieChart } from '@mui/x-charts/PieChart';
import { coloured } from './palette.js';

export interface Slice {
  id: string;
  label: string;
  value: number;
}

/** Shares of a whole, as a pie with a legend: one palette colour per slice (ui/charts/palette.ts). */
export default function SharePie({ title, slices, format, testId }: { title: string; slices: readonly Slice[]; format: (value: number) => string; testId: string }) {
  return (
    <Box data-testid={testId} role="img" aria-label={title} sx={{ width: '100%' }}>
      <Typography variant="subtitle1" component="h2">
        {title}
      </Typography>
      <PieChart
        height={260}
        series={[{ data: coloured(slices.map((slice) => ({ ...slice }))), innerRadius: 50, valueFormatter: (item) => format(item.value) }]}
        slotProps={{ legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } } }}
      />
    </Box>
  );
}
