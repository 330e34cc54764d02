-- Retention (issue 8): a review's or report's author e-mail is erased once it is settled (published,
-- resolved or rejected) and old enough; the row, its text and its rating stay.
alter table mairie_reports alter column email drop not null;

-- The purge finds settled reports with an e-mail, sent or given-up outbox rows, and old form rows by date.
create index mairie_reports_email_purge_idx on mairie_reports (created_at) where email is not null;
create index email_outbox_sent_idx on email_outbox (sent_at) where sent_at is not null;
create index form_submissions_created_idx on form_submissions (created_at);
create index contact_form_submissions_created_idx on contact_form_submissions (created_at);

-- Rate-limit counters are short-lived and rebuilt by traffic: not worth a WAL write per request (a visit
-- beacon counts against its network's limit). A crash empties them, which only forgives the last minutes.
alter table rate_limits set unlogged;
