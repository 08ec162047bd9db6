-- Up Migration
-- A day's detected time: the sum of the original (detected) durations of its live activities, kept next to
-- its current duration (after trims and corrections), so the week can show both. Filled for the days there are.
ALTER TABLE days ADD COLUMN original_duration integer NOT NULL DEFAULT 0;
UPDATE days d SET original_duration = s.original_duration
FROM (SELECT day_id, sum(original_duration) AS original_duration FROM activities WHERE NOT removed GROUP BY day_id) s
WHERE d.id = s.day_id;

-- Down Migration
ALTER TABLE days DROP COLUMN original_duration;
