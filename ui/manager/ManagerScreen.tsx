import { ScreenPlaceholder } from '../common/ScreenPlaceholder.js';

/** /manager — placeholder; the real screen replaces it. */
export default function ManagerScreen() {
  return <ScreenPlaceholder title="tally.screens.manager" />;
}
