import { DEMO_LOGINS, DEMO_PASSWORD } from './demo/index.js';

/** The demo firm at this start: seeded now, there from an earlier start, or absent (SEED_DEMO off, or a real firm). */
export type DemoFirm = 'seeded' | 'present' | 'absent';

/**
 * What `npm start` prints last, once the portal listens: where it is, how to sign in, how to stop. Short, so that
 * it is the one thing a person reads; the demo logins on every start where the demo firm is there, not only the first.
 */
export function startBanner({ url, node, demo }: { url: string; node: string; demo: DemoFirm }): string {
  const lines = ['', `  Tally is running at ${url} (Node ${node}); API documentation at ${url}/docs`];
  if (demo !== 'absent') {
    lines.push(demo === 'seeded' ? `  Demo firm created. Sign in with password "${DEMO_PASSWORD}" as:` : `  Demo firm: sign in with password "${DEMO_PASSWORD}" (unless changed) as:`);
    for (const login of DEMO_LOGINS) lines.push(`    ${login.role.padEnd(8)} ${login.email}`);
  }
  lines.push('  Stop with Ctrl-C.', '');
  return `${lines.join('\n')}\n`;
}
