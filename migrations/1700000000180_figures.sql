-- Up Migration
-- docs/figures.md: a report's duration is the day's duration, booked and unbooked (ignored activity too), so the
-- reports, the dashboard and the day screens show the same hours for the same days. The totals counted activity
-- that was not ignored; they are counted again from the activities.
UPDATE report_day_totals r SET duration = (
  SELECT coalesce(sum(a.duration), 0) FROM activities a
  WHERE a.day_id = r.day_id AND NOT a.removed AND a.contact_id IS NOT DISTINCT FROM r.contact_id AND a.internal IS NOT DISTINCT FROM r.internal AND a.project_id IS NOT DISTINCT FROM r.project_id AND a.subproject_id IS NOT DISTINCT FROM r.subproject_id AND a.working_code_id IS NOT DISTINCT FROM r.working_code_id AND a.source_type IS NOT DISTINCT FROM r.source_type);
UPDATE report_month_contacts m SET duration = (
  SELECT coalesce(sum(d.duration), 0) FROM report_day_totals d
  WHERE d.client_id = m.client_id AND d.user_id = m.user_id AND date_trunc('month', d.date)::date = m.month AND d.published = m.published AND d.contact_id IS NOT DISTINCT FROM m.contact_id AND d.internal IS NOT DISTINCT FROM m.internal);
UPDATE report_month_dimensions m SET duration = (
  SELECT coalesce(sum(d.duration), 0) FROM report_day_totals d
  WHERE d.client_id = m.client_id AND d.user_id = m.user_id AND date_trunc('month', d.date)::date = m.month AND d.published = m.published AND d.project_id IS NOT DISTINCT FROM m.project_id AND d.subproject_id IS NOT DISTINCT FROM m.subproject_id AND d.working_code_id IS NOT DISTINCT FROM m.working_code_id);
UPDATE report_month_sources m SET duration = (
  SELECT coalesce(sum(d.duration), 0) FROM report_day_totals d
  WHERE d.client_id = m.client_id AND d.user_id = m.user_id AND date_trunc('month', d.date)::date = m.month AND d.published = m.published AND d.source_type IS NOT DISTINCT FROM m.source_type);
UPDATE report_month_users m SET duration = (
  SELECT coalesce(sum(d.duration), 0) FROM report_day_totals d
  WHERE d.client_id = m.client_id AND d.user_id = m.user_id AND date_trunc('month', d.date)::date = m.month AND d.published = m.published);

-- Rounding every activity leaves a duration a person set by hand (docs/rules.md, Corrections and rounding): the
-- activity says whether its correction is one. Corrections made before this migration count as rounding until
-- the day-flow read model is rebuilt (npm run rebuild -- day-flow).
ALTER TABLE activities ADD COLUMN corrected_by_hand boolean NOT NULL DEFAULT false;

-- Down Migration
ALTER TABLE activities DROP COLUMN corrected_by_hand;
UPDATE report_day_totals r SET duration = (
  SELECT coalesce(sum(a.duration), 0) FROM activities a
  WHERE a.day_id = r.day_id AND NOT a.removed AND a.status <> 'ignored' AND a.contact_id IS NOT DISTINCT FROM r.contact_id AND a.internal IS NOT DISTINCT FROM r.internal AND a.project_id IS NOT DISTINCT FROM r.project_id AND a.subproject_id IS NOT DISTINCT FROM r.subproject_id AND a.working_code_id IS NOT DISTINCT FROM r.working_code_id AND a.source_type IS NOT DISTINCT FROM r.source_type);
UPDATE report_month_contacts m SET duration = (
  SELECT coalesce(sum(d.duration), 0) FROM report_day_totals d
  WHERE d.client_id = m.client_id AND d.user_id = m.user_id AND date_trunc('month', d.date)::date = m.month AND d.published = m.published AND d.contact_id IS NOT DISTINCT FROM m.contact_id AND d.internal IS NOT DISTINCT FROM m.internal);
UPDATE report_month_dimensions m SET duration = (
  SELECT coalesce(sum(d.duration), 0) FROM report_day_totals d
  WHERE d.client_id = m.client_id AND d.user_id = m.user_id AND date_trunc('month', d.date)::date = m.month AND d.published = m.published AND d.project_id IS NOT DISTINCT FROM m.project_id AND d.subproject_id IS NOT DISTINCT FROM m.subproject_id AND d.working_code_id IS NOT DISTINCT FROM m.working_code_id);
UPDATE report_month_sources m SET duration = (
  SELECT coalesce(sum(d.duration), 0) FROM report_day_totals d
  WHERE d.client_id = m.client_id AND d.user_id = m.user_id AND date_trunc('month', d.date)::date = m.month AND d.published = m.published AND d.source_type IS NOT DISTINCT FROM m.source_type);
UPDATE report_month_users m SET duration = (
  SELECT coalesce(sum(d.duration), 0) FROM report_day_totals d
  WHERE d.client_id = m.client_id AND d.user_id = m.user_id AND date_trunc('month', d.date)::date = m.month AND d.published = m.published);
