import { ApiError } from './api-error.js';
import { errorOutcome } from './policy.js';

/** Where an error happened: react-admin's query and mutation keys start with [resource, action]. */
export interface ErrorArea {
  resource?: string;
  action?: string;
}

export interface ErrorReport {
  id: number;
  error: unknown;
  outcome: 'notification' | 'dialog';
  area: ErrorArea;
  at: number;
}

type Listener = (report: ErrorReport) => void;

const listeners = new Set<Listener>();
const recent: ErrorReport[] = [];
const ECHO_WINDOW_MS = 3000;
/** react-admin's own texts for a failed call, which it shows next to ours unless we drop them. */
const REACT_ADMIN_ERROR_KEYS = new Set(['ra.notification.http_error', 'ra.notification.item_doesnt_exist', 'ra.message.invalid_form']);
let counter = 0;

/**
 * The one entry point of the error display (api-contract §8.1). The query client hands every failed query and
 * mutation to it; it keeps the errors a person should see (notification or dialog) and tells the display.
 */
export function reportError(error: unknown, area: ErrorArea = {}, now = Date.now()): ErrorReport | undefined {
  const outcome = errorOutcome(error);
  if (outcome !== 'notification' && outcome !== 'dialog') return undefined;
  const report: ErrorReport = { id: ++counter, error, outcome, area, at: now };
  recent.push(report);
  while (recent.length > 20) recent.shift();
  for (const listener of listeners) listener(report);
  return report;
}

export function subscribeToErrors(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether a react-admin error notification repeats an error the display has just shown: react-admin notifies
 * `error.message` (or a generic key) after a failed call, and we show our own notification or dialog instead.
 */
export function isEchoOfReportedError(message: unknown, now = Date.now()): boolean {
  const fresh = recent.filter((report) => now - report.at <= ECHO_WINDOW_MS);
  if (fresh.length === 0) return false;
  if (typeof message === 'string' && REACT_ADMIN_ERROR_KEYS.has(message)) return true;
  return fresh.some((report) => report.error instanceof Error && report.error.message === message);
}

export function areaOf(key: readonly unknown[] | undefined): ErrorArea {
  const [resource, action] = key ?? [];
  return {
    ...(typeof resource === 'string' ? { resource } : {}),
    ...(typeof action === 'string' ? { action } : {}),
  };
}

export interface DisplayedError {
  heading: string;
  message: string | null;
  code: string | null;
  reference: string | null;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;
const MISSING = '\u0000missing';

const ACTION_VERBS: Record<string, string> = {
  getList: 'load',
  getOne: 'load',
  getMany: 'load',
  getManyReference: 'load',
  create: 'create',
  update: 'update',
  updateMany: 'update',
  delete: 'archive',
  deleteMany: 'archive',
  restore: 'restore',
};

/** Title first (in the reader's language when we know the code), else code, else a default for the area, else the general default. */
export function describeError(error: unknown, area: ErrorArea, translate: Translate): DisplayedError {
  const apiError = error instanceof ApiError ? error : null;
  const known = (key: string) => {
    const text = translate(key, { _: MISSING });
    return text === MISSING || text === key ? null : text;
  };
  const byCode = apiError?.code ? known(`tally.errors.codes.${apiError.code}`) : null;
  const verb = area.action ? ACTION_VERBS[area.action] : undefined;
  const byArea = verb ? known(`tally.errors.actions.${verb}`) : null;
  const heading = byCode ?? apiError?.title ?? apiError?.code ?? byArea ?? translate('tally.errors.unknown');
  const detail = apiError?.detail ?? (apiError ? null : error instanceof Error && error.message ? error.message : null);
  return { heading, message: detail && detail !== heading ? detail : null, code: apiError?.code ?? null, reference: apiError?.reference ?? null };
}
