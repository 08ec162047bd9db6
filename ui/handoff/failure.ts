import { useLocation, useNavigate, useTranslate } from 'react-admin';
import { loginRedirectingTo } from '../auth/redirect.js';
import { describeError } from '../errors/reporter.js';
import { HandoffError } from './delivery.js';
import type { HandoffProblem } from './requests.js';

export type HandoffKind = 'native' | 'extension' | 'token';

/**
 * A failed hand-off as the login page shows it (api-contract §8.1: "go to /login with a redirect query; a dialog
 * says native login failed, with the error"), in the person's language. It travels in the router's location state:
 * a reload of the login forgets it, as a dialog would be.
 */
export interface HandoffFailure {
  kind: HandoffKind;
  message: string;
  code: string | null;
  reference: string | null;
  /** Whether trying the same address again can help (not for a port or extension address that is wrong). */
  retry: boolean;
}

type Translate = ReturnType<typeof useTranslate>;

/** The failure of a hand-off, from what went wrong: our own problems by their text, the API's as the error display says them. */
function handoffFailure(kind: HandoffKind, error: unknown, translate: Translate): HandoffFailure {
  const problem: HandoffError['problem'] | undefined = error instanceof HandoffError ? error.problem : undefined;
  if (problem) {
    const retry = problem.key === 'unreachable' || problem.key === 'refused';
    return { kind, message: translate(`tally.handoff.problems.${problem.key}`, problem.values), code: null, reference: null, retry };
  }
  const shown = describeError(error, {}, translate);
  return { kind, message: shown.message ? `${shown.heading} ${shown.message}` : shown.heading, code: shown.code, reference: shown.reference, retry: true };
}

/** Where a failed hand-off goes: the login, coming back to this hand-off, with the failure for its dialog. */
export function useFailureRoute(kind: HandoffKind): (error: unknown) => { to: string; state: { handoffFailure: HandoffFailure } } {
  const location = useLocation();
  const translate = useTranslate();
  return (error) => ({
    to: loginRedirectingTo(`${location.pathname}${location.search}`),
    state: { handoffFailure: handoffFailure(kind, error, translate) },
  });
}

/** Goes where a failed hand-off goes (useFailureRoute). */
export function useHandoffFailed(kind: HandoffKind): (error: unknown) => void {
  const navigate = useNavigate();
  const routeOf = useFailureRoute(kind);
  return (error) => {
    const { to, state } = routeOf(error);
    void navigate(to, { replace: true, state });
  };
}

/** A refused hand-off address, as an error the failure takes. */
export const refusedAddress = (problem: HandoffProblem): HandoffError => new HandoffError(problem);

const KINDS: readonly unknown[] = ['native', 'extension', 'token'] satisfies HandoffKind[];
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isTextOrNull = (value: unknown) => typeof value === 'string' || value === null;

function isHandoffFailure(value: unknown): value is HandoffFailure {
  return (
    isRecord(value) &&
    KINDS.includes(value.kind) &&
    typeof value.message === 'string' &&
    isTextOrNull(value.code) &&
    isTextOrNull(value.reference) &&
    typeof value.retry === 'boolean'
  );
}

/** The hand-off failure the login page was sent with (its location state), if any. */
export function failureOf(state: unknown): HandoffFailure | undefined {
  const failure = isRecord(state) ? state.handoffFailure : undefined;
  return isHandoffFailure(failure) ? failure : undefined;
}
