/**
 * The day screen's view of a day: the overview's clusters (activity grouped by subject), every activity by id,
 * the order the list shows them in (shift-click ranges follow it), and the totals. Pure, so it can be tested
 * and recomputed cheaply when a command answers.
 */
import type { Activity, ActivityCluster } from '../providers/domain.js';

/** Where a cluster's activity came from and what it was about. */
type Subject = ActivityCluster['subject'];

export interface ClusterView {
  /** Stable across refetches: source and what the activity was about. */
  key: string;
  subject: Subject;
  /** What the subject was about: title, else url, e-mail, name or number. */
  about: string;
  activityIds: string[];
}

export interface DayModel {
  clusters: ClusterView[];
  activities: ReadonlyMap<string, Activity>;
  /** Every activity id in list order: cluster by cluster, each by start. */
  order: string[];
  /** Every activity by start, for the timeline. */
  byStart: Activity[];
}

export interface DayTotals {
  /** Seconds as detected, before overlaps were trimmed or anything corrected (the activities' original_duration). */
  detected: number;
  /** Seconds that count now of booked and published activity. */
  booked: number;
  /** Seconds that count now of open and ignored activity. */
  unbooked: number;
  untagged: number;
  toBook: number;
  ignored: number;
  count: number;
}

export const EMPTY_DAY: DayModel = { clusters: [], activities: new Map(), order: [], byStart: [] };

export function aboutOf(context: Record<string, string>): string {
  return context.title ?? context.url ?? context.email ?? context.name ?? context.number ?? context.process ?? '';
}

/** A cluster's view, made once per cluster object: a command's answer leaves the clusters it did not touch alone. */
const views = new WeakMap<ActivityCluster, ClusterView>();

function viewOf(cluster: ActivityCluster): ClusterView {
  let view = views.get(cluster);
  if (!view) {
    const { subject } = cluster;
    const about = aboutOf(subject.context);
    view = {
      key: [subject.source.type, subject.source.identifier ?? '', about].join('\u0000'),
      subject,
      about,
      activityIds: [...cluster.logs].sort(byStartThenId).map((log) => log.id),
    };
    views.set(cluster, view);
  }
  return view;
}

export function buildDayModel(clusters: readonly ActivityCluster[]): DayModel {
  const activities = new Map<string, Activity>();
  const order: string[] = [];
  const clusterViews = clusters.map((cluster) => {
    for (const log of cluster.logs) activities.set(log.id, log);
    const view = viewOf(cluster);
    for (const id of view.activityIds) order.push(id);
    return view;
  });
  const byStart = [...activities.values()].sort(byStartThenId);
  return { clusters: clusterViews, activities, order, byStart };
}

function byStartThenId(a: Activity, b: Activity): number {
  return a.started_at < b.started_at ? -1 : a.started_at > b.started_at ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function dayTotals(activities: Iterable<Activity>): DayTotals {
  const totals: DayTotals = { detected: 0, booked: 0, unbooked: 0, untagged: 0, toBook: 0, ignored: 0, count: 0 };
  for (const activity of activities) {
    totals.count++;
    totals.detected += activity.original_duration;
    if (activity.status === 'booked' || activity.status === 'published') totals.booked += activity.duration;
    else totals.unbooked += activity.duration;
    if (activity.status === 'ignored') totals.ignored++;
    if (activity.status === 'open') {
      if (activity.contact_id || activity.internal) totals.toBook++;
      else totals.untagged++;
    }
  }
  return totals;
}

/** Open activity that has neither a contact nor internal: what prepare booking refuses. */
export function isUntagged(activity: Activity): boolean {
  return activity.status === 'open' && !activity.contact_id && !activity.internal;
}

/**
 * The overview with the activities a command answered put in place of the old ones. Clusters and activities that
 * did not change keep their identity, so memoised rows do not render again.
 */
export function withActivities(clusters: readonly ActivityCluster[], changed: readonly Activity[]): ActivityCluster[] {
  if (changed.length === 0) return [...clusters];
  const byId = new Map(changed.map((activity) => [activity.id, activity]));
  return clusters.map((cluster) => {
    if (!cluster.logs.some((log) => byId.has(log.id))) return cluster;
    const logs = cluster.logs.map((log) => byId.get(log.id) ?? log);
    return { ...cluster, logs, duration: logs.reduce((sum, log) => sum + log.duration, 0) };
  });
}
