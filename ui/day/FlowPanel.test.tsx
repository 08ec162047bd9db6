// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nContextProvider, type I18nProvider } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DayStatus } from '../common/dayStatus.js';
import { createI18nProvider } from '../i18n/index.js';
import type { PrepareCorrectionsAnswer } from '../providers/domain.js';
import { FlowPanel, type PrepareResult } from './FlowPanel.js';
import type { DayTotals } from './model.js';

let dutch: I18nProvider;
beforeAll(async () => {
  dutch = await createI18nProvider('nl');
});
afterEach(cleanup);

const noop = () => undefined;
const totals = (counts: Partial<DayTotals>): DayTotals => ({ detected: 3600, booked: 0, unbooked: 3600, untagged: 0, toBook: 0, ignored: 0, count: 12, ...counts });
const allRounded: PrepareCorrectionsAnswer = { booked: true, invalid_logs: [], block_size: 360, round_type: 'regular', proposals: [{ activity_id: '00000000-0000-4000-8000-000000000001', duration: 720, rounded: 720, set_by_hand: false }] };

function show(status: DayStatus, dayTotals: DayTotals, { prepared = null, corrections = null }: { prepared?: PrepareResult; corrections?: PrepareCorrectionsAnswer | null } = {}) {
  return render(
    <I18nContextProvider value={dutch}>
      <FlowPanel
        status={status}
        totals={dayTotals}
        busy={false}
        locale="nl"
        prepared={prepared}
        corrections={corrections}
        editingDurations={false}
        publishMeta={null}
        onPrepare={noop}
        onSelectUntagged={noop}
        onSelectToBook={noop}
        onCheckCorrections={noop}
        onRound={noop}
        onReset={noop}
        onEditDurations={noop}
        onInitPublish={noop}
        onPublish={noop}
        onCancelPublish={noop}
      />
    </I18nContextProvider>,
  );
}

/** The filled (primary) buttons of the panel, by their text. */
const primaryButtons = () => Array.from(document.querySelectorAll("button.MuiButton-contained")).map((button) => button.textContent);
const step = (n: number) => screen.getByTestId(`flow-step-${n}`);

describe('the day flow panel', () => {
  it('makes tagging the one next step while nothing is tagged, and does not say nothing is left to book', () => {
    show('open', totals({ untagged: 12 }));
    expect(primaryButtons()).toEqual(['Selecteren']);
    expect(step(1).dataset.next).toBe('true');
    expect(screen.getByTestId('flow-book-text').textContent).toBe('Tag eerst: getagde activiteit kun je boeken.');
    expect(screen.getByTestId('action-init-publish').className).not.toContain('MuiButton-contained');
  });

  it('moves on to booking once everything is tagged, then to checking the corrections', () => {
    const { unmount } = show('open', totals({ toBook: 4 }));
    expect(step(1).dataset.done).toBe('true');
    expect(step(2).dataset.next).toBe('true');
    expect(primaryButtons()).toEqual(['Selecteren']);
    unmount();
    show('open', totals({ booked: 3600, unbooked: 0 }));
    expect(step(2).dataset.done).toBe('true');
    expect(screen.getByTestId('flow-book-text').textContent).toBe('Niets meer te boeken.');
    expect(primaryButtons()).toEqual(['Correcties bekijken']);
  });

  it('checks off correcting once nothing is left to round, and makes locking the day the next step', () => {
    show('open', totals({ booked: 3600, unbooked: 0 }), { corrections: allRounded });
    expect(step(3).dataset.done).toBe('true');
    expect(primaryButtons()).toEqual(['Dag vastzetten om te publiceren']);
  });

  it('names a locked day for what it is, with publishing as the next step and a way to unlock it', () => {
    show('locked', totals({ booked: 3600, unbooked: 0 }));
    expect(step(3).dataset.done).toBe('true');
    expect(primaryButtons()).toEqual(['Publiceren']);
    expect(screen.getByTestId('action-cancel-publish').textContent).toBe('Weer openzetten');
  });

  it('checks every step off once the day is published', () => {
    show('published', totals({ booked: 3600, unbooked: 0 }));
    expect([1, 2, 3, 4].map((n) => step(n).dataset.done)).toEqual(['true', 'true', 'true', 'true']);
    expect(primaryButtons()).toEqual([]);
  });

  it('counts what is still untagged as the day is now, not as it was when booking was prepared', () => {
    const { rerender } = show('open', totals({ untagged: 12 }), { prepared: 'ran' });
    expect(screen.getByTestId('prepare-untagged').textContent).toContain('12 activiteiten');
    rerender(
      <I18nContextProvider value={dutch}>
        <FlowPanel status="open" totals={totals({ untagged: 3, toBook: 9 })} busy={false} locale="nl" prepared="ran" corrections={null} editingDurations={false} publishMeta={null} onPrepare={noop} onSelectUntagged={noop} onSelectToBook={noop} onCheckCorrections={noop} onRound={noop} onReset={noop} onEditDurations={noop} onInitPublish={noop} onPublish={noop} onCancelPublish={noop} />
      </I18nContextProvider>,
    );
    expect(screen.getByTestId('prepare-untagged').textContent).toContain('3 activiteiten');
  });
});
