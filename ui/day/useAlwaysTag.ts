import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { Activity, TagReference } from '../providers/domain.js';
import { useDomainCommand } from '../providers/useDomainCommand.js';
import type { AlwaysTag } from './TagDialog.js';

/** Re-tagging runs after the tag is made (a process of its own): the day is read again a few times meanwhile. */
const READ_AGAIN_MS = [500, 1500, 3500];

const keyOf = (reference: TagReference) => `${reference.type}:${reference.value}`;

/** The references every one of the activities has, in the first one's order (most specific first). */
export function sharedReferences(activities: readonly Activity[]): TagReference[] {
  const [first, ...others] = activities;
  if (!first) return [];
  const keysOf = others.map((activity) => new Set(activity.references.map(keyOf)));
  return first.references.filter((reference) => keysOf.every((keys) => keys.has(keyOf(reference))));
}

/**
 * "Always for this reference": creates the tag (POST /v1/tags) of the reference to the contact, after which the
 * re-tagging tags the rest of that reference on the person's open days, and everything it registers from now on.
 */
export function useAlwaysTag() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const create = useDomainCommand('createTag', { invalidates: ['tags'] });
  return useCallback(
    async (contactId: string, { reference, scope }: AlwaysTag) => {
      await create.mutateAsync([{ type: reference.type, value: reference.value, contact_id: contactId, scope }]);
      notify('tally.day.done.always', { type: 'info', messageArgs: { reference: `${translate(`tally.tags.types.${reference.type}`)}: ${reference.value}` } });
      for (const delay of READ_AGAIN_MS) setTimeout(() => void queryClient.invalidateQueries({ queryKey: ['days'] }), delay);
    },
    [create, notify, translate, queryClient],
  );
}
