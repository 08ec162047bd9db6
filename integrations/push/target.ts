import type { Mappings } from '../connections/store.js';
import { vendorNames, type TimeEntryTarget, type VendorSystem } from '../vendor.js';
import type { Booked, PushFailure } from './events.js';

export interface ResolvedTarget {
  target: TimeEntryTarget;
  externalUserId?: string;
  /** What a person must map before this push can go (empty when complete). */
  missing: string[];
}

/**
 * Our booking (contact, project, subproject, working code, user) → the vendor's ids, by the mapping table:
 * contact → client, project → project, subproject → task (Teamleader: milestone; Jira: issue), working code →
 * task where there is no subproject (Harvest, Xero) or work type (Teamleader). Reports what the target needs
 * (integrations/README.md) but is not mapped, so the push fails with a message a person can act on.
 */
export function resolveTarget(system: VendorSystem, booked: Booked, userId: string, mappings: Mappings): ResolvedTarget {
  const id = (kind: keyof Mappings, ours: string | null) => (ours ? mappings[kind]?.[ours] : undefined);
  const client = id('contact', booked.contact_id);
  const project = id('project', booked.project_id);
  const subproject = id('subproject', booked.subproject_id);
  const workingCode = id('working_code', booked.working_code_id);
  const user = id('user', userId);
  const missing: string[] = [];
  const target: TimeEntryTarget = {};
  const need = (value: string | undefined, what: string) => {
    if (value === undefined) missing.push(what);
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
      need(user, 'the user');
      break;
    }
    case 'teamleader': {
      if (subproject) target.taskId = subproject;
      else target.clientId = need(client, 'the contact or the subproject (a Teamleader milestone)');
      if (workingCode) target.workTypeId = workingCode;
      break;
    }
    case 'jira':
      target.issueKey = need(subproject ?? project, 'the subproject or project (a Jira issue)');
      break;
  }
  for (const key of Object.keys(target) as Array<keyof TimeEntryTarget>) if (target[key] === undefined) delete target[key];
  return { target, ...(user ? { externalUserId: user } : {}), missing };
}

export function missingMappingFailure(system: VendorSystem, missing: string[]): PushFailure {
  return {
    kind: 'invalid_request',
    code: 'invalid_request',
    message: `No ${vendorNames[system]} id is mapped for ${missing.join(', ')}; map it and retry.`,
    status: null,
  };
}
