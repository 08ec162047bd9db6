// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, testDay, type FakeApi } from '../common/testScreen.js';
import { DetectedAfterPublishing } from './DetectedAfterPublishing.js';

afterEach(cleanup);

const DATE = '2026-11-20';
const published = testDay(DATE, { status: 'published', published_at: `${DATE}T17:00:00Z` });
const apiWith =
  (detected: NonNullable<typeof published.detected_after_publishing>): FakeApi =>
  (url) => {
    if (url.pathname === `/v1/days/${published.id}`) return { data: { ...published, detected_after_publishing: detected } };
    throw new Error(`unexpected call ${url.pathname}`);
  };

const show = (api: FakeApi, language: 'nl' | 'en' = 'nl') =>
  renderScreen(<DetectedAfterPublishing dayId={published.id} locale={language} timeZone="Europe/Amsterdam" />, { path: '/', at: '/', api, language });

describe('what was detected after publishing', () => {
  it('lists each span of the published day by its time in the person’s zone, its source and title', async () => {
    await show(
      apiWith([
        { started_at: `${DATE}T18:00:00.000Z`, ended_at: `${DATE}T18:20:00.000Z`, source: { type: 'native', identifier: 'Word', name: 'Word' }, context: { title: 'Offer.docx', process: 'Word' } },
        { started_at: `${DATE}T18:20:00.000Z`, ended_at: `${DATE}T18:25:00.000Z`, source: { type: 'web', identifier: 'github.com', name: 'github.com' }, context: { url: 'https://github.com/acme/tally' } },
      ]),
    );

    const list = await screen.findByTestId('detected-after-publishing');
    expect(within(list).getByText('Gedetecteerd na publicatie')).toBeTruthy();
    expect(within(list).getAllByTestId('detected-after-publishing-span').map((item) => item.textContent)).toEqual([
      '19:00–19:20Word · Offer.docx',
      '19:20–19:25github.com · https://github.com/acme/tally',
    ]);
  });

  it('speaks the reader’s language', async () => {
    await show(apiWith([{ started_at: `${DATE}T18:00:00.000Z`, ended_at: `${DATE}T18:20:00.000Z`, source: { type: 'native', identifier: 'Word', name: 'Word' }, context: { title: 'Offer.docx' } }]), 'en');

    expect(within(await screen.findByTestId('detected-after-publishing')).getByText('Detected after publishing')).toBeTruthy();
  });

});
