import type { TimeEntryTarget } from './entry.js';
import type { Booked } from './events.js';
import type { MissingMappingCode, PushFailure } from './failures.js';
import { vendorNames, type VendorSystem } from './systems.js';

/** What of ours is mapped to a vendor's id: a contact to a client, a dimension per level, a user to a user. */
export type MappingKind = 'contact' | 'project' | 'subproject' | 'working_code' | 'user';

/** kind → our id → external id, for the given ids of one organisation and system. */
export type Mappings = Partial<Record<MappingKind, Record<string, string>>>;

/** What a person may set on a connection beside its credentials (what every system reads, by name). */
export interface ConnectionSettings {
  /** Teamleader: the work type of time whose working code maps to none. */
  default_work_type_id?: string;
}

/** Something a person must map before a push can go, and the code the sync error gets for it. */
export interface MissingMapping {
  what: string;
  code: MissingMappingCode | 'invalid_request';
}

export interface ResolvedTarget {
  target: TimeEntryTarget;
  externalUserId?: string;
  /** What a person must map before this push can go (empty when complete). */
  missing: MissingMapping[];
}

/**
 * Our booking (contact, project, subproject, working code, user) → the vendor's ids, by the mapping table:
 * contact → client, project → project, subproject → task (Teamleader: milestone; Jira: issue), working code →
 * task where there is no subproject (Harvest, Xero) or work type (Teamleader, else the connection's default work
 * type setting). Reports what the target needs
 * (integrations/README.md) but is not mapped, so the push fails with a message a person can act on.
 */
export function resolveTarget(system: VendorSystem, booked: Booked, userId: string, mappings: Mappings, settings: ConnectionSettings = {}): ResolvedTarget {
  const id = (kind: keyof Mappings, ours: string | null) => (ours ? mappings[kind]?.[ours] : undefined);
  const client = id('contact', booked.contact_id);
  const project = id('project', booked.project_id);
  const subproject = id('subproject', booked.subproject_id);
  const workingCode = id('working_code', booked.working_code_id);
  const user = id('user', userId);
  const missing: MissingMapping[] = [];
  const target: TimeEntryTarget = {};
  const need = (value: string | undefined, what: string, code: MissingMapping['code'] = 'invalid_request') => {
    if (value === undefined) missing.push({ what, code });
    return value;
  };
  switch (system) {
    case 'harvest': {
      target.projectId = need(project, 'the project');
      target.taskId = need(subproject ?? workingCode, 'the subproject or working code (a Harvest task)');
      break;
    }
    case 'xero': {
      target.projectId = need(project, 'the project');
      target.taskId = need(subproject ?? workingCode, 'the subproject or working code (a Xero task)');
      need(user, 'the user', 'provide_user');
      break;
    }
    case 'teamleader': {
      if (subproject) target.taskId = subproject;
      else if (booked.contact_id === null) target.clientId = need(undefined, 'a contact for internal time or the subproject (a Teamleader milestone)', 'internal_contact_required');
      else target.clientId = need(client, 'the contact or the subproject (a Teamleader milestone)');
      target.workTypeId = workingCode ?? settings.default_work_type_id;
      break;
    }
    case 'jira':
      target.issueKey = need(subproject ?? project, 'the subproject or project (a Jira issue)');
      break;
  }
  for (const key of Object.keys(target) as Array<keyof TimeEntryTarget>) if (target[key] === undefined) delete target[key];
  return { target, ...(user ? { externalUserId: user } : {}), missing };
}

export function missingMappingFailure(system: VendorSystem, missing: MissingMapping[]): PushFailure {
  return {
    kind: 'invalid_request',
    code: missing.find((m) => m.code !== 'invalid_request')?.code ?? 'invalid_request',
    message: `No ${vendorNames[system]} id is mapped for ${missing.map((m) => m.what).join(', ')}; map it and retry.`,
    status: null,
  };
}
