import { ScreenPlaceholder } from '../common/ScreenPlaceholder.js';

/** /week — placeholder; the real screen replaces it. */
export default function WeekScreen() {
  return <ScreenPlaceholder title="tally.screens.week" />;
}
