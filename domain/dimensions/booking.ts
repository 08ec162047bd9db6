import { DimensionStructureInvalidError } from './errors.js';
import type { DimensionLevelNumber, DimensionStructure } from './events.js';

/** What booking needs to know of one dimension. */
export interface DimensionNode {
  readonly id: string;
  readonly level: DimensionLevelNumber;
  readonly parent_id: string | null;
  readonly archived: boolean;
  readonly internal: boolean;
}

/** An organisation's dimensions, indexed for checking bookings. Build it with `dimensionTree`. */
export interface DimensionTree {
  readonly nodes: ReadonlyMap<string, DimensionNode>;
  /** Parent id → its active children. */
  readonly activeChildren: ReadonlyMap<string, readonly DimensionNode[]>;
  /** Active working codes without a parent: they can be booked under every project. */
  readonly activeFreeWorkingCodes: number;
}

export interface BookingSlots {
  readonly project_id: string | null;
  readonly subproject_id: string | null;
  readonly working_code_id: string | null;
}

/** A booking that follows the tree. Internal when its project is internal. */
export interface Booking {
  readonly project_id: string;
  readonly subproject_id: string | null;
  readonly working_code_id: string | null;
  readonly internal: boolean;
}

export function dimensionTree(nodes: Iterable<DimensionNode>): DimensionTree {
  const all = new Map<string, DimensionNode>();
  const activeChildren = new Map<string, DimensionNode[]>();
  let activeFreeWorkingCodes = 0;
  for (const node of nodes) {
    all.set(node.id, node);
    if (node.archived) continue;
    if (node.parent_id === null) {
      if (node.level === 3) activeFreeWorkingCodes++;
      continue;
    }
    const siblings = activeChildren.get(node.parent_id);
    if (siblings) siblings.push(node);
    else activeChildren.set(node.parent_id, [node]);
  }
  return { nodes: all, activeChildren, activeFreeWorkingCodes };
}

/** The tree of a folded dimension stream (the read model's `loadDimensionTree` gives the same from PostgreSQL). */
export function treeOfStructure(structure: DimensionStructure): DimensionTree {
  return dimensionTree(structure.dimensions.values());
}

/**
 * Checks a booking against the tree: a project is required; every id must be an active dimension of its
 * level; the subproject must hang under the project; a project with active subprojects needs one; a
 * working code must be free or under the chosen subproject, and is required when the path offers one.
 */
export function validateBooking(tree: DimensionTree, slots: BookingSlots): Booking {
  const { project_id, subproject_id, working_code_id } = slots;
  if (!project_id) throw new DimensionStructureInvalidError('booking_project_missing', 'project_id');
  const project = active(tree, project_id, 1);
  if (!project) throw new DimensionStructureInvalidError('booking_project_unknown', 'project_id');

  const subprojects = (tree.activeChildren.get(project_id) ?? []).filter((child) => child.level === 2);
  if (subproject_id) {
    const subproject = active(tree, subproject_id, 2);
    if (!subproject) throw new DimensionStructureInvalidError('booking_subproject_unknown', 'subproject_id');
    if (subproject.parent_id !== project_id) {
      throw new DimensionStructureInvalidError('booking_subproject_elsewhere', 'subproject_id');
    }
  } else if (subprojects.length > 0) {
    throw new DimensionStructureInvalidError('booking_subproject_missing', 'subproject_id');
  }

  if (working_code_id) {
    const workingCode = active(tree, working_code_id, 3);
    if (!workingCode) throw new DimensionStructureInvalidError('booking_working_code_unknown', 'working_code_id');
    if (workingCode.parent_id !== null && workingCode.parent_id !== subproject_id) {
      throw new DimensionStructureInvalidError('booking_working_code_elsewhere', 'working_code_id');
    }
  } else {
    const underSubproject = subproject_id ? (tree.activeChildren.get(subproject_id) ?? []).some((child) => child.level === 3) : false;
    if (underSubproject || tree.activeFreeWorkingCodes > 0) {
      throw new DimensionStructureInvalidError('booking_working_code_missing', 'working_code_id');
    }
  }
  return { project_id, subproject_id: subproject_id ?? null, working_code_id: working_code_id ?? null, internal: project.internal };
}

function active(tree: DimensionTree, id: string, level: DimensionLevelNumber): DimensionNode | undefined {
  const node = tree.nodes.get(id);
  return node && !node.archived && node.level === level ? node : undefined;
}
