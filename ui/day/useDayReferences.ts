import { useCallback, useMemo, useState } from 'react';
import { useGetList, useGetMany } from 'react-admin';
import type { Contact, Dimension } from '../providers/domain.js';
import type { DimensionLists } from './booking.js';
import type { DayModel } from './model.js';

const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };
const LONG_LIVED = { staleTime: 5 * 60 * 1000 };

export interface DayReferences {
  contactName(id: string | null): string | undefined;
  /** A contact just chosen in the picker: its name shows before the refetch does. */
  rememberContact(contact: Pick<Contact, 'id' | 'formatted_name'>): void;
  dimensions: DimensionLists;
  dimensionName(id: string | null): string | undefined;
}

/**
 * The names the day shows next to its activity: the day's contacts (one call for all of them) and the
 * organisation's projects, subprojects and working codes (also what the booking picker offers).
 */
export function useDayReferences(model: DayModel): DayReferences {
  const contactIds = useMemo(() => {
    const ids = new Set<string>();
    for (const activity of model.activities.values()) if (activity.contact_id) ids.add(activity.contact_id);
    return [...ids].sort();
  }, [model]);
  const { data: contacts } = useGetMany<Contact>('contacts', { ids: contactIds }, { enabled: contactIds.length > 0, placeholderData: (previous) => previous });
  const [picked, setPicked] = useState<ReadonlyMap<string, string>>(new Map());
  const contactNames = useMemo(() => {
    const names = new Map(picked);
    for (const contact of contacts ?? []) if (contact) names.set(String(contact.id), contact.formatted_name);
    return names;
  }, [contacts, picked]);

  const projects = useGetList<Dimension>('projects', ALL, LONG_LIVED);
  const subprojects = useGetList<Dimension>('subprojects', ALL, LONG_LIVED);
  const workingCodes = useGetList<Dimension>('working_codes', ALL, LONG_LIVED);
  const dimensions = useMemo<DimensionLists>(
    () => ({ projects: projects.data ?? [], subprojects: subprojects.data ?? [], workingCodes: workingCodes.data ?? [] }),
    [projects.data, subprojects.data, workingCodes.data],
  );
  const dimensionNames = useMemo(() => {
    const names = new Map<string, string>();
    for (const list of [dimensions.projects, dimensions.subprojects, dimensions.workingCodes]) for (const d of list) names.set(d.id, d.formatted_name);
    return names;
  }, [dimensions]);

  const rememberContact = useCallback((contact: Pick<Contact, 'id' | 'formatted_name'>) => {
    setPicked((previous) => new Map(previous).set(contact.id, contact.formatted_name));
  }, []);
  const contactName = useCallback((id: string | null) => (id ? contactNames.get(id) : undefined), [contactNames]);
  const dimensionName = useCallback((id: string | null) => (id ? dimensionNames.get(id) : undefined), [dimensionNames]);

  return { contactName, rememberContact, dimensions, dimensionName };
}
