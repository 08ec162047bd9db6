import { useGetIdentity } from 'react-admin';
import type { Identity } from '../providers/authProvider.js';
import type { User } from '../providers/domain.js';

/** The signed-in user (from authProvider.getIdentity, cached for the session). */
export function useCurrentUser(): User | undefined {
  const { identity } = useGetIdentity();
  return (identity as Identity | undefined)?.user;
}
