-- Retention (issue 8): a review's or report's author e-mail is erased once it is settled (published,
-- resolved or rejected) and old enough; the row, its text and its rating stay.
alter table mairie_reports alter column email drop not null;

-- The purge finds settled reports with an e-mail, sent or given-up outbox rows, and old form rows by date.
create index mairie_reports_email_purge_idx on mairie_reports (created_at) where email is not null;
create index email_outbox_sent_idx on email_outbox (sent_at) where sent_at is not null;
create index form_submissions_created_idx on form_submissions (created_at);
create index contact_form_submissions_created_idx on contact_form_submissions (created_at);
-- Visits keep their daily hash for two days only (the same day's dedup needs it): the purge finds them here
-- without walking every old visit, and the index stays as small as two days of visits.
create index mairie_visits_hashed_idx on mairie_visits (visited_at) where visitor_day_hash is not null;

-- Rate-limit counters are short-lived and rebuilt by traffic: not worth a WAL write per post (a form post
-- counts against up to four limits). A crash empties them, which only forgives the last hours.
alter table rate_limits set unlogged;
