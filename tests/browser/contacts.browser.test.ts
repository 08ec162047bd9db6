import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../cli/demo/index.js';
import { signIn as signInSession } from '../support/portal.js';
import { browserSuite, chromiumInstalled, screenshot, SETUP_TIMEOUT_MS, signIn, startBrowserPortal, TEST_TIMEOUT_MS, type BrowserPortal } from './support.js';

const SUITE = 'contacts';
const ADMIN = 'admin@demo.tally.test';
const SANNE = 'sanne@demo.tally.test';
// One of the demo's newer clients, whose references the firm has not entered yet (cli/demo/master-data.ts).
const CONTACT = 'De Boer Vastgoed';
const PROJECT = 'De Boer Vastgoed support';

// An administrator gives a demo contact a website reference, which becomes a tag shown in the contact's Tags tab;
// then Sanne tags activity to that contact, and the book dialog offers the contact's project first.
describe.skipIf(!chromiumInstalled)(browserSuite("a contact's references and projects"), { timeout: TEST_TIMEOUT_MS }, () => {
  let portal: BrowserPortal;
  let page: Page;
  let contactId: string;

  beforeAll(async () => {
    portal = await startBrowserPortal();
    page = await portal.newPage();
    const { rows } = await portal.test.portal.deps.pool.query<{ id: string }>('SELECT id FROM contacts WHERE name = $1', [CONTACT]);
    contactId = rows[0]!.id;
    // The contact's own project, linked to it (what the Projects screen does with its contact field).
    const admin = await signInSession(portal.test.app, ADMIN, DEMO_PASSWORD);
    const project = await admin.post('/v1/dimension_levels/1/dimensions', { name: PROJECT, contact_id: contactId });
    expect(project.statusCode, project.body).toBe(201);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => portal?.close());

  const byTestId = (id: string) => page.getByTestId(id);

  it("adds a website reference on the contact's form, and finds its tag in the contact's Tags tab", async () => {
    await signIn(page, ADMIN);
    await page.goto(`/contacts/${contactId}`);
    await page.locator('input[name="name"]').waitFor();
    await byTestId('contact-reference-add').click();
    await byTestId('contact-reference-type').first().locator('[role="combobox"]').click();
    await page.getByRole('option', { name: 'Webadres' }).click();
    await page.locator('input[name="references.0.value"]').fill('https://www.deboer-vastgoed.nl/');
    const saved = page.waitForResponse((response) => response.url().endsWith(`/v1/contacts/${contactId}`) && response.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    expect((await saved).status()).toBe(200);

    await page.goto(`/contacts/${contactId}/show/tags`);
    await expect.poll(() => byTestId('contact-tags').textContent(), { timeout: 15_000 }).toContain('deboer-vastgoed.nl');
    expect(await byTestId('contact-tags').textContent()).toContain('Webadres');
    await screenshot(page, SUITE, '1-contact-tags');
  });

  it("offers the tagged contact's project first in the book dialog", async () => {
    const sanne = await portal.newPage();
    await signIn(sanne, SANNE);
    await sanne.goto(`/day?date=${portal.today}`);
    const first = sanne.locator('[data-testid^="activity-row-"]').first();
    await first.waitFor();
    const id = (await first.getAttribute('data-testid'))!.replace('activity-row-', '');
    await sanne.getByTestId(`activity-select-${id}`).check();
    await sanne.mouse.move(0, 0);
    await sanne.getByTestId('action-tag').click();
    const picker = sanne.getByTestId('contact-picker').locator('input');
    await picker.click();
    await picker.fill('De Boer');
    await sanne.getByRole('option', { name: new RegExp(CONTACT) }).first().click();
    const tagged = sanne.waitForResponse((response) => response.url().endsWith('/v1/rpc/logs/batch-edit'));
    await sanne.getByTestId('tag-apply').click();
    expect((await tagged).status()).toBe(200);

    await sanne.getByTestId('action-book').click();
    await sanne.getByTestId('project-picker').locator('input').click();
    const listbox = sanne.getByRole('listbox');
    await expect.poll(() => listbox.getByRole('option').first().textContent()).toContain(PROJECT);
    // The group is named as the day screen names the contact (its code in front).
    expect(await listbox.textContent()).toMatch(new RegExp(`^Voor (C\\d+ )?${CONTACT}`));
    await screenshot(sanne, SUITE, '2-book-dialog');
  });
});
