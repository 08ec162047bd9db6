import type { NewApiToken, User } from '../providers/domain.js';
import type { HandoffProblem } from './requests.js';

/** A hand-off that failed at the detector's end (the agent did not answer, or refused): its text says why. */
export class HandoffError extends Error {
  constructor(
    readonly problem: { key: 'unreachable' | 'refused'; values: Record<string, string> } | HandoffProblem,
    options?: ErrorOptions,
  ) {
    super(problem.key, options);
  }
}

/**
 * What a detector receives: the token's secret, the portal's address to send to and who it belongs to. The one
 * place of this shape, for the agent and the extension alike (docs/detection.md, "The hand-off").
 */
export function handoffMessage(token: NewApiToken, portal: string, user: Pick<User, 'email' | 'name_full'>) {
  return { token: token.token, url: portal, user: { email: user.email, name: user.name_full } };
}

type HandoffMessage = ReturnType<typeof handoffMessage>;

/**
 * Gives the agent its token: a JSON POST to http://127.0.0.1:<port>/, where `npm run agent -- login` waits. A
 * JSON body makes the browser ask the agent first (a CORS preflight), which it answers for the portal's origin.
 * Unreachable (nothing listens, or the preflight is refused) and any answer but 2xx fail the hand-off.
 */
export async function sendToAgent(port: number, message: HandoffMessage): Promise<void> {
  let answer: Response;
  try {
    answer = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(message) });
  } catch (cause) {
    throw new HandoffError({ key: 'unreachable', values: { port: String(port) } }, { cause });
  }
  if (!answer.ok) throw new HandoffError({ key: 'refused', values: { port: String(port), status: String(answer.status) } });
}

/**
 * The extension's address with the hand-off in its fragment (token, portal, user_email, user_name as a query
 * string): a fragment is never sent to a server, and the extension reads it from the page it opens or from its
 * identity API's answer.
 */
export function extensionAddress(redirectUri: string, message: HandoffMessage): string {
  const fragment = new URLSearchParams({ token: message.token, portal: message.url, user_email: message.user.email, user_name: message.user.name });
  return `${redirectUri}#${fragment.toString()}`;
}
