import { Navigate } from 'react-admin';
import { refusedAddress, useFailureRoute, type HandoffKind } from './failure.js';
import type { HandoffProblem } from './requests.js';

/** A hand-off whose address is refused goes where a failed one goes, before it asks anything or checks the session. */
export function RefusedHandoff({ kind, problem }: { kind: HandoffKind; problem: HandoffProblem }) {
  const { to, state } = useFailureRoute(kind)(refusedAddress(problem));
  return <Navigate to={to} state={state} replace />;
}
