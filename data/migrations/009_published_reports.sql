-- Published reports (SPEC §4 reviews visibility): what the public may see of mairie_reports, written once here and
-- read by the build (src/data/queries/reports.ts listVisibleReports) and the functions (listMairieReports): an issue
-- or a review that the team resolved or that was approved at once. A correction is applied to its town hall, never
-- listed. The author's e-mail is not a column of the view.
-- Mirror for code that holds reports in memory: isPublished in src/domain/reports.ts; tests/integration/
-- reports-view.test.ts proves the two agree on every status, approval and type.
create view published_reports as
  select id, mairie_id, type, content, rating, created_at
  from mairie_reports
  where (status = 'resolved' or auto_approve) and type in ('issue', 'review');
