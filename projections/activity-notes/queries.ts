/** A row of the activity notes read model, as lists answer it. */
export interface ActivityNoteRow {
  id: string;
  user_id: string;
  day_id: string;
  activity_id: string;
  description: string;
  timestamp: Date;
}

export const ACTIVITY_NOTE_COLUMNS = 'id, user_id, day_id, activity_id, description, timestamp';
