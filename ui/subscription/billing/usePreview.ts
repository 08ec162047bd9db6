import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { BillingOrder } from '../../providers/billingMethods.js';
import type { AppDataProvider } from '../../providers/dataProvider.js';

/** Every preview of the wizard: a change of who is billed makes them all stale. */
export const PREVIEW_KEY = ['billing-preview'];
export const previewKey = (order: BillingOrder) => [...PREVIEW_KEY, order];

/** The first invoice of the order as the provider would send it (POST /v1/rpc/billing/activate/preview). */
export function usePreview(order: BillingOrder) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: previewKey(order), queryFn: () => dataProvider.previewActivation(order) });
}
