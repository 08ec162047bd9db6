import { describe, expect, it } from 'vitest';
import { CHART_PALETTE, coloured, seriesColours } from './palette.js';

describe('the chart palette', () => {
  it('gives a chart with up to as many series as it has colours that many distinct colours', () => {
    for (let count = 1; count <= CHART_PALETTE.length; count++) expect(new Set(seriesColours(count)).size, `${count} series`).toBe(count);
  });

  it('has at least the ten series a report chart shows (eight named, "other", and one spare)', () => {
    expect(CHART_PALETTE.length).toBeGreaterThanOrEqual(10);
  });

  it('colours each series of a chart, keeping what the series says', () => {
    const series = coloured([{ id: 'a', label: 'Acme' }, { id: 'b', label: 'Boon' }]);
    expect(series).toEqual([
      { id: 'a', label: 'Acme', color: CHART_PALETTE[0] },
      { id: 'b', label: 'Boon', color: CHART_PALETTE[1] },
    ]);
  });
});
