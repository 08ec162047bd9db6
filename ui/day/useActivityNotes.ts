import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider.js';

/** The person's notes on a day's activities, by activity, and how to write one (read again after writing). */
export function useActivityNotes(dayId: string | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notes = useQuery({
    queryKey: ['activity_notes', dayId],
    queryFn: () => dataProvider.activityNotes(dayId!),
    enabled: dayId !== undefined,
  });
  const byActivity = useMemo(() => new Map((notes.data?.data ?? []).map((note) => [note.activity_id, note.description])), [notes.data]);
  const write = async (activityId: string, description: string) => {
    try {
      await dataProvider.writeActivityNote(activityId, description);
      await queryClient.invalidateQueries({ queryKey: ['activity_notes', dayId] });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      throw error;
    }
  };
  return { byActivity, write };
}
