import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, useNotify, useRemoveFromStore, useStore } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider.js';
import { SETTINGS_KEY } from '../providers/settingsMethods.js';
import { validOrder, type DraggableWidget } from './layout.js';

/**
 * The order of the dashboard's movable widgets: the person's dashboard.widget_order preference, so that it follows
 * them to another browser. An order this browser kept before (react-admin's store) is taken over once, unless the
 * person has one on the server already, and then forgotten.
 */
export function useWidgetOrder(userId: string | undefined): { order: DraggableWidget[]; setOrder: (order: DraggableWidget[]) => void } {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const legacyKey = `dashboard.${userId ?? 'anyone'}.order`;
  const [legacy] = useStore<unknown>(legacyKey);
  const removeFromStore = useRemoveFromStore();
  const preferences = useQuery({ queryKey: [...SETTINGS_KEY, 'preferences', 'user'], queryFn: () => dataProvider.preferences('user') });
  const saved = preferences.data?.find((entry) => entry.chapter === 'dashboard' && entry.key === 'widget_order');
  const save = useMutation({
    mutationFn: (order: DraggableWidget[]) => dataProvider.setPreferences('user', 'dashboard', { widget_order: order }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SETTINGS_KEY }),
    onError: () => {
      save.reset();
      notify('tally.dashboard.order_not_saved', { type: 'error' });
    },
  });
  const { mutate } = save;

  useEffect(() => {
    if (!userId || !saved || legacy === undefined) return;
    if (saved.source !== 'user' && Array.isArray(legacy)) mutate(validOrder(legacy));
    removeFromStore(legacyKey);
  }, [userId, saved, legacy, legacyKey, mutate, removeFromStore]);

  // What was just dropped shows at once; the server's answer follows.
  return { order: save.variables ?? validOrder(saved?.value), setOrder: mutate };
}
