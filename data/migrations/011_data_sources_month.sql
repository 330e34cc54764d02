-- A file's publication date may be known to the month only (the 2018 websites extract is « May 2018 »): published_on
-- holds YYYY-MM-DD or YYYY-MM, so the footer never states a day nobody published.
alter table data_sources alter column published_on type text using to_char(published_on, 'YYYY-MM-DD');
alter table data_sources add constraint data_sources_published_on_check
  check (published_on ~ '^[0-9]{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01]))?$');
