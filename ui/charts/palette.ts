/**
 * The colours of every chart's series, in order: the brand's violet first, then hues far enough apart to tell
 * apart in a legend (light and dark themes alike). The chart library's own palette has six colours, so a
 * report with eight contacts and "other" showed two series in one colour (issue 13).
 */
export const CHART_PALETTE: readonly string[] = [
  '#6E35FF', // brand violet
  '#00A3A3', // teal
  '#F28E2B', // orange
  '#E15759', // red
  '#4E79A7', // steel blue
  '#59A14F', // green
  '#EDC948', // yellow
  '#B07AA1', // mauve
  '#FF9DA7', // pink
  '#9C755F', // brown
  '#76B7B2', // sea green
  '#8C8C8C', // grey, last: it reads as "the rest"
];

/**
 * One colour per series, none repeated while there are no more series than colours; beyond that the palette
 * starts over (charts group what is past their first series into "other" before they get that far).
 */
export function seriesColours(count: number): string[] {
  return Array.from({ length: count }, (_, index) => CHART_PALETTE[index % CHART_PALETTE.length]!);
}

/** Series with their colour set, so the chart and its legend agree and no theme palette decides. */
export function coloured<Series extends object>(series: readonly Series[]): Array<Series & { color: string }> {
  const colours = seriesColours(series.length);
  return series.map((entry, index) => ({ ...entry, color: colours[index]! }));
}
