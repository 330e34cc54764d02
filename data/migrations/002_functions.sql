-- The four remote functions of SPEC §7, with exactly those names and parameters.

create or replace function get_random_cities(limit_count integer)
  returns setof cities language sql volatile
  as $$ select * from cities order by random() limit greatest(limit_count, 0) $$;

-- Visits of one ISO week (Monday 00:00 to Monday 00:00, Paris time), most visited first.
-- A week that does not exist in that ISO year (e.g. week 53 of 2027) returns nothing.
create or replace function get_popular_mairies(week_num integer, year_num integer)
  returns table (mairie_id integer, visit_count integer) language plpgsql stable
  as $$
declare
  week_start date;
begin
  if week_num is null or year_num is null or week_num < 1 or week_num > 53 then
    return;
  end if;
  week_start := to_date(year_num::text || '-' || week_num::text, 'IYYY-IW');
  if extract(isoyear from week_start)::integer <> year_num then
    return;
  end if;
  return query
    select v.mairie_id, count(*)::integer as visit_count
    from mairie_visits v
    where v.visited_at >= (week_start::timestamp at time zone 'Europe/Paris')
      and v.visited_at < ((week_start + 7)::timestamp at time zone 'Europe/Paris')
    group by v.mairie_id
    order by visit_count desc, v.mairie_id;
end
$$;

create or replace function get_departments_with_counts()
  returns table (dep_name text, num_dep text, mairie_count integer) language sql stable
  as $$
    select max(m.dep) as dep_name, m.num_dep, count(*)::integer as mairie_count
    from mairies m
    where m.num_dep is not null
    group by m.num_dep
    order by m.num_dep
  $$;

create or replace function upsert_place_cache(p_place_id text, p_mairie_id integer, p_data jsonb)
  returns void language sql volatile
  as $$
    insert into places_cache (mairie_id, place_id, data, updated_at)
    values (p_mairie_id, p_place_id, p_data, now())
    on conflict (mairie_id) do update
      set place_id = excluded.place_id, data = excluded.data, updated_at = now()
  $$;
