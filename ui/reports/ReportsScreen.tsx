import { ScreenPlaceholder } from '../common/ScreenPlaceholder.js';

/** /reports — placeholder; the real screen replaces it. */
export default function ReportsScreen() {
  return <ScreenPlaceholder title="tally.screens.reports" />;
}
