import { Box, Paper, Skeleton } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useIntlLocale } from '../common/DateTimeFields.js';
import { dayStatusOf } from '../common/dayStatus.js';
import { addDays, localDate } from '../common/dates.js';
import { syncStateByActivity } from '../common/syncStatus.js';
import { useDaySyncState } from '../common/useDaySyncState.js';
import { useCurrentUser } from '../dashboard/useCurrentUser.js';
import type { Activity, Contact } from '../providers/domain.js';
import { ActivityList } from './ActivityList.js';
import { AddTimeDialog, useAddTime } from './AddTimeDialog.js';
import { AppointmentStep } from './AppointmentStep.js';
import { BookDialog } from './BookDialog.js';
import { DescriptionPicker } from './DescriptionPicker.js';
import type { BookingChoice, BookingContact } from './booking.js';
import { DayBanner } from './DayBanner.js';
import { DayHeader } from './DayHeader.js';
import { EmptyDay } from './EmptyDay.js';
import { FlowPanel } from './FlowPanel.js';
import { HistoryDrawer } from './HistoryDrawer.js';
import { NoteDialog } from './NoteDialog.js';
import { ActivityCustomFieldsDialog } from '../custom-fields/ActivityCustomFieldsDialog.js';
import { dayTotals, isUntagged } from './model.js';
import { PublishDialog } from './PublishDialog.js';
import { SelectionBar } from './SelectionBar.js';
import { ShortcutsHelp } from './ShortcutsHelp.js';
import { StatusLegend } from './StatusLegend.js';
import { TagDialog, type AlwaysTag } from './TagDialog.js';
import { Timeline } from './Timeline.js';
import { sharedReferences, useAlwaysTag } from './useAlwaysTag.js';
import { useDayCommands } from './useDayCommands.js';
import { useBookingLists } from './useBookingLists.js';
import { internalPlace } from './dayView.js';
import { useDayData } from './useDayData.js';
import { useDayReferences } from './useDayReferences.js';
import { useDayProcessing } from './useDayProcessing.js';
import { useDayShortcuts } from './useDayShortcuts.js';
import { useActivityNotes } from './useActivityNotes.js';
import { useSelection } from './useSelection.js';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

type Dialog = 'tag' | 'book' | 'publish' | null;

/**
 * /day?date=YYYY-MM-DD: one day of the signed-in user — its activity on a timeline and grouped by subject, selected
 * and tagged, marked internal, ignored or booked, corrected to the block size, and published (product-spec §2, §4).
 */
export default function DayScreen() {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const user = useCurrentUser();
  const timeZone = user?.time_zone;
  const [params, setParams] = useSearchParams();
  const today = useMemo(() => localDate(timeZone), [timeZone]);
  const requested = params.get('date');
  const date = requested && ISO_DATE.test(requested) ? requested : today;
  const goTo = useCallback((next: string) => setParams({ date: next }), [setParams]);
  useEffect(() => {
    if (user && requested !== date) setParams({ date }, { replace: true });
  }, [user, requested, date, setParams]);

  const { day, model, view, isPending, applyActivities } = useDayData(date, user?.id);
  const references = useDayReferences(model);
  const commands = useDayCommands(applyActivities);
  const alwaysTag = useAlwaysTag();
  const sync = useDaySyncState(day);
  const syncStates = useMemo(() => (sync ? syncStateByActivity(sync.activities) : undefined), [sync]);
  const status = dayStatusOf(day);
  const editable = status === 'open';
  // Time is added by hand to an open day, and to a date without activity (its first activity opens the day).
  const addTime = useAddTime(date, timeZone);
  const canAddTime = editable || status === 'nonexistent';
  const totals = useMemo(() => dayTotals(model.activities.values()), [model]);
  // Nothing to process on a date without activity.
  const hasFlow = !isPending && (totals.count > 0 || status !== 'nonexistent');

  // The selection belongs to one date, as do the day flow's findings (useDayProcessing).
  const [selection, changeSelection] = useSelection(date, editable, model);
  const [dialog, setDialog] = useState<Dialog>(null);
  const bookingLists = useBookingLists(references.dimensions, view.sort_dimensions, dialog === 'book', today, user?.id);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [help, setHelp] = useState<HTMLElement | null>(null);
  const helpButton = useRef<HTMLElement | null>(null);

  const onClickActivity = useCallback((id: string, shift: boolean) => changeSelection({ type: 'click', id, shift }), [changeSelection]);
  const onToggleCluster = useCallback((ids: readonly string[]) => changeSelection({ type: 'toggleCluster', ids }), [changeSelection]);
  const selectAll = useCallback(() => changeSelection({ type: 'toggleAll' }), [changeSelection]);
  const clear = useCallback(() => changeSelection({ type: 'clear' }), [changeSelection]);
  /** The selected activities, in list order. */
  const selectedActivities = () => model.order.flatMap((id) => (selection.ids.has(id) ? (model.activities.get(id) ?? []) : []));
  const selectedIds = () => model.order.filter((id) => selection.ids.has(id));
  const selectWhere = (test: (activity: Activity) => boolean) => changeSelection({ type: 'only', ids: model.byStart.filter(test).map((activity) => activity.id) });

  const dayId = day?.id;
  const notes = useActivityNotes(dayId);
  // The activity whose note is being written (shortcut Z on the first selected one).
  const [noteFor, setNoteFor] = useState<string | null>(null);
  // The activity whose custom fields are being filled in (the first selected one).
  const [fieldsFor, setFieldsFor] = useState<Activity | null>(null);
  const flow = useDayProcessing({
    date,
    dayId,
    model,
    editable,
    unbooked: totals.unbooked,
    commands,
    locale,
    onConfirmPublish: () => setDialog('publish'),
    onPublished: () => setDialog(null),
  });

  // What the selection is booked on already, when it is all the same: the book dialog starts from it.
  const [initialBooking, setInitialBooking] = useState<BookingChoice | null>(null);
  // Booking follows the contact: when the selection is all one contact's, its projects are offered first.
  const [bookingContact, setBookingContact] = useState<BookingContact | null>(null);
  const openBooking = () => {
    const chosen = selectedActivities();
    const first = chosen[0];
    if (!first) return;
    const same = chosen.every((a) => a.project_id === first.project_id && a.subproject_id === first.subproject_id && a.working_code_id === first.working_code_id);
    setInitialBooking(first.project_id && same ? { project_id: first.project_id, subproject_id: first.subproject_id, working_code_id: first.working_code_id } : null);
    const contactName = chosen.every((a) => a.contact_id === first.contact_id) ? references.contactName(first.contact_id) : undefined;
    setBookingContact(first.contact_id && contactName ? { id: first.contact_id, name: contactName } : null);
    setDialog('book');
  };

  const act = {
    tag: () => selection.ids.size > 0 && setDialog('tag'),
    internal: () => void commands.markInternal(selectedIds()),
    ignore: () => void commands.ignore(selectedIds()),
    unignore: () => void commands.unignore(selectedIds()),
    book: openBooking,
  };
  const openHelp = (event: MouseEvent<HTMLElement>) => {
    helpButton.current = event.currentTarget;
    setHelp(event.currentTarget);
  };
  useDayShortcuts(
    {
      previousDay: () => goTo(addDays(date, -1)),
      nextDay: () => goTo(addDays(date, 1)),
      help: () => setHelp(help ? null : (helpButton.current ?? document.querySelector<HTMLElement>('[data-testid="shortcuts-open"]'))),
      ...(dayId ? { history: () => setHistoryOpen(true) } : {}),
      ...(selection.ids.size > 0 ? { note: () => setNoteFor(selectedIds()[0] ?? null) } : {}),
      ...(editable
        ? {
            selectAll,
            clearSelection: clear,
            tag: act.tag,
            internal: act.internal,
            ignore: act.ignore,
            unignore: act.unignore,
            book: act.book,
            publish: () => void flow.initPublish(),
          }
        : status === 'locked'
          ? { publish: () => void flow.publish() }
          : {}),
    },
    dialog === null && noteFor === null && !historyOpen && !addTime.request,
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2, pb: 4 }} data-testid="day-screen" data-date={date} aria-busy={isPending}>
      <Title title={translate('tally.screens.day')} />
      <DayHeader
        date={date}
        today={today}
        status={status}
        totals={totals}
        onDate={goTo}
        onStep={(days) => goTo(addDays(date, days))}
        {...(dayId ? { onHistory: () => setHistoryOpen(true) } : {})}
        onShortcuts={openHelp}
      />
      <DayBanner status={status} day={day} locale={locale} timeZone={timeZone} busy={commands.pending} sync={sync} onCancelPublish={() => void flow.cancelPublish()} />
      {isPending ? (
        <Skeleton variant="rounded" height={72} />
      ) : (
        <Timeline
          date={date}
          timeZone={timeZone}
          locale={locale}
          activities={model.byStart}
          view={view}
          selected={selection.ids}
          highlighted={flow.highlighted}
          {...(editable ? { onClick: onClickActivity } : {})}
          {...(canAddTime ? { onAddTime: addTime.open } : {})}
        />
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: hasFlow ? 'minmax(0, 1fr) 320px' : '1fr' }, gap: 2, alignItems: 'start' }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
          {!isPending && canAddTime && <AppointmentStep date={date} dayId={dayId} locale={locale} timeZone={timeZone} />}
          {editable && (
            <SelectionBar
              selected={selection.ids.size}
              total={model.order.length}
              busy={commands.pending}
              onSelectAll={selectAll}
              onClear={clear}
              onTag={act.tag}
              onInternal={act.internal}
              onIgnore={act.ignore}
              onUnignore={act.unignore}
              onBook={act.book}
              onCustomFields={() => setFieldsFor(selectedActivities()[0] ?? null)}
            />
          )}
          <StatusLegend activities={model.byStart} />
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            {isPending ? (
              <Box sx={{ p: 2 }}>
                {[0, 1, 2, 3, 4].map((i) => (
                  <Skeleton key={i} height={36} />
                ))}
              </Box>
            ) : model.order.length === 0 ? (
              <EmptyDay {...(canAddTime ? { onAddTime: () => addTime.open() } : {})} />
            ) : (
              <ActivityList
                model={model}
                selection={selection}
                highlighted={flow.highlighted}
                {...(editable ? { onClickActivity, onToggleCluster } : {})}
                contactName={references.contactName}
                dimensionName={references.dimensionName}
                locale={locale}
                timeZone={timeZone}
                corrections={flow.rowCorrections}
                editingId={flow.editingId}
                syncStates={syncStates}
                notes={notes.byActivity}
                shortDuration={view.short_duration}
              />
            )}
          </Paper>
        </Box>
        {hasFlow && (
          <Box sx={{ position: { lg: 'sticky' }, top: { lg: 64 } }}>
            <FlowPanel
              status={status}
              totals={totals}
              busy={commands.pending}
              locale={locale}
              prepared={flow.prepared}
              corrections={flow.corrections}
              editingDurations={flow.editingDurations}
              publishMeta={flow.publishMeta}
              onPrepare={() => void flow.prepare()}
              onSelectUntagged={() => selectWhere(isUntagged)}
              onSelectToBook={() => selectWhere((a) => a.status === 'open' && (a.contact_id !== null || a.internal))}
              onCheckCorrections={() => void flow.refreshCorrections()}
              onRound={(roundSetByHand) => void flow.correctAll('round', roundSetByHand)}
              onReset={() => void flow.correctAll('reset')}
              onEditDurations={flow.toggleEditDurations}
              onInitPublish={() => void flow.initPublish()}
              onPublish={() => void flow.publish()}
              onCancelPublish={() => void flow.cancelPublish()}
            />
          </Box>
        )}
      </Box>

      <TagDialog
        open={dialog === 'tag'}
        count={selection.ids.size}
        references={dialog === 'tag' ? sharedReferences(selectedActivities()) : []}
        mayTagForFirm={user?.is_admin ?? false}
        internalPlace={internalPlace(view)}
        onInternal={act.internal}
        onClose={() => setDialog(null)}
        onTag={async (contact: Contact, always: AlwaysTag | null) => {
          references.rememberContact(contact);
          const tagged = await commands.tag(selectedIds(), contact.id);
          if (tagged && always) await alwaysTag(contact.id, always);
        }}
      />
      <BookDialog
        open={dialog === 'book'}
        count={selection.ids.size}
        lists={bookingLists}
        initial={initialBooking}
        contact={bookingContact}
        onClose={() => setDialog(null)}
        renderDescription={(booking, value, onChange) => <DescriptionPicker booking={booking} value={value} onChange={onChange} />}
        onBook={async (choice, description) => {
          const outcome = await commands.book(selectedIds(), choice, description);
          return outcome.ok ? { ok: true } : { ok: false, error: outcome.error };
        }}
      />
      <PublishDialog
        open={dialog === 'publish'}
        booked={totals.booked}
        unbooked={flow.unbooked}
        busy={commands.pending}
        onConfirm={() => void flow.confirmPublish()}
        onClose={() => setDialog(null)}
      />
      <HistoryDrawer
        dayId={dayId}
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
        activities={model.activities}
      />
      {addTime.request && <AddTimeDialog request={addTime.request} date={date} timeZone={timeZone} locale={locale} onClose={addTime.close} />}
      {noteFor && <NoteDialog note={notes.byActivity.get(noteFor) ?? ''} onSave={(text) => notes.write(noteFor, text)} onClose={() => setNoteFor(null)} />}
      {fieldsFor && <ActivityCustomFieldsDialog activity={fieldsFor} onSaved={(saved) => applyActivities([saved])} onClose={() => setFieldsFor(null)} />}
      <ShortcutsHelp anchor={help} onClose={() => setHelp(null)} />
    </Box>
  );
}
