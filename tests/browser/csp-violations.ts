import type { Page } from 'playwright-core';

/** Runs in every document before its own scripts: hands each violation of the policy to the test. */
const REPORT_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (event) => {
  window.reportCspViolation(event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline') + ' in ' + event.sourceFile + ':' + event.lineNumber + ' ' + event.sample);
});`;

/**
 * Every refusal of the Content-Security-Policy on a page, from now on: Chromium reports each as a
 * securitypolicyviolation event (collected from every document the page loads) and as a console message. The
 * list fills as the page runs; a test expects it to stay empty.
 */
export async function collectCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript({ content: REPORT_VIOLATIONS });
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}
