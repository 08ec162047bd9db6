/** The time entry a push books, vendor-neutral: each vendor client converts it to its own units and fields. */
export interface PushEntry {
  /** The local date the time belongs to (YYYY-MM-DD), in the user's zone. */
  date: string;
  /** When the work started, ISO 8601 with offset or Z. */
  startedAt: string;
  durationSeconds: number;
  description: string;
  /** The vendor's id of the person the time is booked for; omitted = the token's own user. */
  externalUserId?: string;
  target: TimeEntryTarget;
}

/** Where the time goes, in the vendor's ids (from the contact and dimension mapping). */
export interface TimeEntryTarget {
  clientId?: string;
  projectId?: string;
  /** The bookable item under the project: Harvest task, Xero task, Teamleader milestone. */
  taskId?: string;
  /** Teamleader only: the work type (what kind of work), account-wide. */
  workTypeId?: string;
  /** Jira only: the issue the worklog goes on. */
  issueKey?: string;
}
