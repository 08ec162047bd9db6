import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider.js';

export const CUSTOMER_KEY = ['billing-customer'];

/** The firm as the provider's customer and its default payment method (GET /v1/billing/customer); a 412 is billing off, which the wizard says itself. */
export function useCustomer() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: CUSTOMER_KEY, queryFn: () => dataProvider.billingCustomer(), meta: { errorDisplay: 'none' }, retry: false });
}
