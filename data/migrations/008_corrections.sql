-- Issue 11: visitors' structured corrections, moderated by the team through signed one-time links.

-- A correction is a report of type 'correction' whose `correction` holds what it asks (src/domain/correction.ts:
-- {kind: 'equipped' | 'not_equipped'}, {kind: 'hours', schedule}, {kind: 'booking', url}); its free text is optional.
-- Like every report it stays 'pending' until the team decides: 'resolved' once accepted (the change is then applied
-- to the town hall with the source 'visitor'), 'rejected' once refused; decided_at is when.
alter table mairie_reports
  drop constraint mairie_reports_type_check,
  drop constraint mairie_reports_check,
  drop constraint mairie_reports_content_check;
alter table mairie_reports
  add column correction jsonb,
  add column decided_at timestamptz,
  add constraint mairie_reports_type_check check (type in ('issue', 'review', 'correction')),
  add constraint mairie_reports_check check (coalesce(
    (type = 'review' and rating between 1 and 5 and correction is null)
    or (type = 'issue' and rating is null and correction is null)
    or (type = 'correction' and rating is null and jsonb_typeof(correction) = 'object'), false)),
  add constraint mairie_reports_content_check check (type = 'correction' or length(btrim(content)) > 0);

-- Each moderation link carries a random nonce; acting records it in the same transaction as the decision, so a link
-- works once (and the report being decided already refuses its other link). No foreign keys to mairie_reports here:
-- a nonce must stay used even if its report is deleted, and truncating reports (tests) must not need these tables.
create table moderation_tokens_used (
  nonce text primary key,
  report_id integer not null,
  action text not null check (action in ('accept', 'refuse')),
  used_at timestamptz not null default now()
);

-- Rebuilds an accepted decision asked for: recorded with the decision, marked done once the build hook answered;
-- one still open is retried by the next decision and by the scheduled maintenance.
create table rebuild_requests (
  id serial primary key,
  report_id integer,
  requested_at timestamptz not null default now(),
  attempts integer not null default 0,
  last_error text,
  done_at timestamptz
);
create index rebuild_requests_open_idx on rebuild_requests (requested_at) where done_at is null;
