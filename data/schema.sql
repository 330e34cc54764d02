--
-- PostgreSQL database dump
--

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: pg_trgm; Type: EXTENSION; Schema: -; Owner: -
--

CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

--
-- Name: EXTENSION pg_trgm; Type: COMMENT; Schema: -; Owner: -
--

COMMENT ON EXTENSION pg_trgm IS 'text similarity measurement and index searching based on trigrams';

--
-- Name: unaccent; Type: EXTENSION; Schema: -; Owner: -
--

CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;

--
-- Name: EXTENSION unaccent; Type: COMMENT; Schema: -; Owner: -
--

COMMENT ON EXTENSION unaccent IS 'text search dictionary that removes accents';

--
-- Name: get_departments_with_counts(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_departments_with_counts() RETURNS TABLE(dep_name text, num_dep text, mairie_count integer)
    LANGUAGE sql STABLE
    AS $$
    select max(m.dep) as dep_name, m.num_dep, count(*)::integer as mairie_count
    from mairies m
    where m.num_dep is not null
    group by m.num_dep
    order by m.num_dep
  $$;

--
-- Name: get_popular_mairies(integer, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_popular_mairies(week_num integer, year_num integer) RETURNS TABLE(mairie_id integer, visit_count integer)
    LANGUAGE plpgsql STABLE
    AS $$
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

SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: cities; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.cities (
    id integer NOT NULL,
    code_postal text NOT NULL,
    commune text NOT NULL,
    code_commune_insee text NOT NULL,
    latitude double precision,
    longitude double precision,
    nom_departement text,
    code_departement text,
    nom_region text,
    population integer,
    chatgpt text,
    CONSTRAINT cities_check CHECK (((latitude IS NULL) = (longitude IS NULL))),
    CONSTRAINT cities_code_commune_insee_check CHECK ((code_commune_insee ~ '^[0-9][0-9AB][0-9]{3}$'::text)),
    CONSTRAINT cities_code_postal_check CHECK ((code_postal ~ '^[0-9]{5}$'::text)),
    CONSTRAINT cities_commune_check CHECK ((commune <> ''::text)),
    CONSTRAINT cities_latitude_check CHECK (((latitude >= ('-90'::integer)::double precision) AND (latitude <= (90)::double precision))),
    CONSTRAINT cities_longitude_check CHECK (((longitude >= ('-180'::integer)::double precision) AND (longitude <= (180)::double precision))),
    CONSTRAINT cities_population_check CHECK ((population >= 0))
);

--
-- Name: get_random_cities(integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_random_cities(limit_count integer) RETURNS SETOF public.cities
    LANGUAGE sql
    AS $$ select * from cities order by random() limit greatest(limit_count, 0) $$;

--
-- Name: upsert_place_cache(text, integer, jsonb); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.upsert_place_cache(p_place_id text, p_mairie_id integer, p_data jsonb) RETURNS void
    LANGUAGE sql
    AS $$
    insert into places_cache (mairie_id, place_id, data, updated_at)
    values (p_mairie_id, p_place_id, p_data, now())
    on conflict (mairie_id) do update
      set place_id = excluded.place_id, data = excluded.data, updated_at = now(),
          source = null, source_date = null, source_checked = false
  $$;

--
-- Name: cities_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.cities_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: cities_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.cities_id_seq OWNED BY public.cities.id;

--
-- Name: contact_form_submissions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.contact_form_submissions (
    id integer NOT NULL,
    email text NOT NULL,
    address text NOT NULL,
    mairie_id integer,
    distance double precision,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT contact_form_submissions_distance_check CHECK ((distance >= (0)::double precision))
);

--
-- Name: contact_form_submissions_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.contact_form_submissions_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: contact_form_submissions_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.contact_form_submissions_id_seq OWNED BY public.contact_form_submissions.id;

--
-- Name: data_sources; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.data_sources (
    role text NOT NULL,
    file text NOT NULL,
    title text,
    published_on text,
    complete boolean DEFAULT false NOT NULL,
    imported_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT data_sources_published_on_check CHECK ((published_on ~ '^[0-9]{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01]))?$'::text))
);

--
-- Name: email_outbox; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.email_outbox (
    id bigint NOT NULL,
    message_id text NOT NULL,
    kind text NOT NULL,
    message jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    next_attempt_at timestamp with time zone DEFAULT now() NOT NULL,
    locked_until timestamp with time zone,
    sent_at timestamp with time zone,
    last_error text
);

--
-- Name: email_outbox_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.email_outbox_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: email_outbox_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.email_outbox_id_seq OWNED BY public.email_outbox.id;

--
-- Name: form_submissions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.form_submissions (
    id bigint NOT NULL,
    kind text NOT NULL,
    payload jsonb NOT NULL,
    mairie_id integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: form_submissions_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.form_submissions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: form_submissions_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.form_submissions_id_seq OWNED BY public.form_submissions.id;

--
-- Name: mairie_reports; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.mairie_reports (
    id integer NOT NULL,
    mairie_id integer NOT NULL,
    type text NOT NULL,
    content text NOT NULL,
    email text,
    rating smallint,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    auto_approve boolean DEFAULT false NOT NULL,
    correction jsonb,
    decided_at timestamp with time zone,
    CONSTRAINT mairie_reports_check CHECK (COALESCE((((type = 'review'::text) AND ((rating >= 1) AND (rating <= 5)) AND (correction IS NULL)) OR ((type = 'issue'::text) AND (rating IS NULL) AND (correction IS NULL)) OR ((type = 'correction'::text) AND (rating IS NULL) AND (jsonb_typeof(correction) = 'object'::text))), false)),
    CONSTRAINT mairie_reports_content_check CHECK (((type = 'correction'::text) OR (length(btrim(content)) > 0))),
    CONSTRAINT mairie_reports_email_check CHECK ((email ~~ '%_@_%'::text)),
    CONSTRAINT mairie_reports_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'resolved'::text, 'rejected'::text]))),
    CONSTRAINT mairie_reports_type_check CHECK ((type = ANY (ARRAY['issue'::text, 'review'::text, 'correction'::text])))
);

--
-- Name: mairie_reports_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.mairie_reports_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: mairie_reports_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.mairie_reports_id_seq OWNED BY public.mairie_reports.id;

--
-- Name: mairie_slug_redirects; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.mairie_slug_redirects (
    old_slug text NOT NULL,
    mairie_id integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT mairie_slug_redirects_old_slug_check CHECK ((old_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text))
);

--
-- Name: mairie_visits; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.mairie_visits (
    id bigint NOT NULL,
    mairie_id integer NOT NULL,
    visited_at timestamp with time zone DEFAULT now() NOT NULL,
    visitor_day_hash text
);

--
-- Name: mairie_visits_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.mairie_visits_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: mairie_visits_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.mairie_visits_id_seq OWNED BY public.mairie_visits.id;

--
-- Name: mairies; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.mairies (
    id integer NOT NULL,
    source_id text NOT NULL,
    code_insee text,
    slug text NOT NULL,
    nom text NOT NULL,
    ville text NOT NULL,
    code_postal text,
    ligne_2 text,
    ligne_3 text,
    ligne_4 text,
    tel text,
    mail text,
    site_web text,
    latitude double precision,
    longitude double precision,
    dep text,
    num_dep text,
    rendez_vous text,
    chatgpt_content text,
    ville_image_url text,
    population integer,
    equipped text DEFAULT 'unknown'::text NOT NULL,
    schedule jsonb,
    source_updated_on text,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    position_approximate boolean DEFAULT false NOT NULL,
    equipped_source text,
    equipped_source_date date,
    hours_source text,
    hours_source_date date,
    tel_source text,
    tel_source_date date,
    rendez_vous_source text,
    rendez_vous_source_date date,
    access text,
    access_text text,
    access_source text,
    access_source_date date,
    mail_source text,
    mail_source_date date,
    site_web_source text,
    site_web_source_date date,
    address_source text,
    address_source_date date,
    position_source text,
    position_source_date date,
    merged_into text,
    equipped_statements jsonb,
    directory_listed boolean DEFAULT false NOT NULL,
    directory_mail text,
    address_postal_code text,
    CONSTRAINT mairies_access_check CHECK ((access = ANY (ARRAY['ACC'::text, 'NAC'::text, 'DEM'::text]))),
    CONSTRAINT mairies_address_postal_code_check CHECK ((address_postal_code ~ '^[0-9]{5}$'::text)),
    CONSTRAINT mairies_check CHECK (((latitude IS NULL) = (longitude IS NULL))),
    CONSTRAINT mairies_equipped_check CHECK ((equipped = ANY (ARRAY['equipped'::text, 'to_confirm'::text, 'not_equipped'::text, 'unknown'::text]))),
    CONSTRAINT mairies_equipped_statements_check CHECK (((equipped_statements IS NULL) OR ((jsonb_typeof(equipped_statements) = 'array'::text) AND (jsonb_array_length(equipped_statements) > 0)))),
    CONSTRAINT mairies_latitude_check CHECK (((latitude >= ('-90'::integer)::double precision) AND (latitude <= (90)::double precision))),
    CONSTRAINT mairies_longitude_check CHECK (((longitude >= ('-180'::integer)::double precision) AND (longitude <= (180)::double precision))),
    CONSTRAINT mairies_nom_check CHECK ((nom <> ''::text)),
    CONSTRAINT mairies_population_check CHECK ((population >= 0)),
    CONSTRAINT mairies_slug_check CHECK ((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text))
);

--
-- Name: mairies_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.mairies_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: mairies_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.mairies_id_seq OWNED BY public.mairies.id;

--
-- Name: moderation_tokens_used; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.moderation_tokens_used (
    nonce text NOT NULL,
    report_id integer NOT NULL,
    action text NOT NULL,
    used_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT moderation_tokens_used_action_check CHECK ((action = ANY (ARRAY['accept'::text, 'refuse'::text])))
);

--
-- Name: places_cache; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.places_cache (
    mairie_id integer NOT NULL,
    place_id text,
    data jsonb NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    source text,
    source_date date,
    source_checked boolean DEFAULT false NOT NULL
);

--
-- Name: published_reports; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.published_reports AS
 SELECT mairie_reports.id,
    mairie_reports.mairie_id,
    mairie_reports.type,
    mairie_reports.content,
    mairie_reports.rating,
    mairie_reports.created_at
   FROM public.mairie_reports
  WHERE (((mairie_reports.status = 'resolved'::text) OR mairie_reports.auto_approve) AND (mairie_reports.type = ANY (ARRAY['issue'::text, 'review'::text])));

--
-- Name: rate_limits; Type: TABLE; Schema: public; Owner: -
--

CREATE UNLOGGED TABLE public.rate_limits (
    key text NOT NULL,
    window_start timestamp with time zone NOT NULL,
    hits integer DEFAULT 0 NOT NULL
);

--
-- Name: rebuild_requests; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.rebuild_requests (
    id integer NOT NULL,
    report_id integer,
    requested_at timestamp with time zone DEFAULT now() NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    last_error text,
    done_at timestamp with time zone
);

--
-- Name: rebuild_requests_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.rebuild_requests_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: rebuild_requests_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.rebuild_requests_id_seq OWNED BY public.rebuild_requests.id;

--
-- Name: schema_migrations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.schema_migrations (
    name text NOT NULL,
    applied_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: town_hall_link_blocks; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.town_hall_link_blocks (
    mairie_id integer NOT NULL,
    blocked_until timestamp with time zone NOT NULL
);

--
-- Name: town_hall_links_sent; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.town_hall_links_sent (
    id bigint NOT NULL,
    mairie_id integer NOT NULL,
    recipient_hash text NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: town_hall_links_sent_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.town_hall_links_sent_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: town_hall_links_sent_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.town_hall_links_sent_id_seq OWNED BY public.town_hall_links_sent.id;

--
-- Name: town_hall_statements; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.town_hall_statements (
    id integer NOT NULL,
    mairie_id integer NOT NULL,
    takes_applications boolean NOT NULL,
    booking_url text,
    booking_how text,
    booking_held boolean DEFAULT false NOT NULL,
    said_on date NOT NULL,
    recipient_hash text NOT NULL,
    previous jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT town_hall_statements_booking_how_check CHECK (((char_length(booking_how) >= 1) AND (char_length(booking_how) <= 200))),
    CONSTRAINT town_hall_statements_booking_url_check CHECK ((booking_url ~ '^https://'::text)),
    CONSTRAINT town_hall_statements_check CHECK (((booking_url IS NULL) OR (booking_how IS NULL))),
    CONSTRAINT town_hall_statements_check1 CHECK (((booking_url IS NOT NULL) OR (NOT booking_held))),
    CONSTRAINT town_hall_statements_previous_check CHECK ((jsonb_typeof(previous) = 'object'::text))
);

--
-- Name: town_hall_statements_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.town_hall_statements_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: town_hall_statements_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.town_hall_statements_id_seq OWNED BY public.town_hall_statements.id;

--
-- Name: town_hall_tokens_used; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.town_hall_tokens_used (
    nonce text NOT NULL,
    purpose text NOT NULL,
    subject_id integer NOT NULL,
    used_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT town_hall_tokens_used_purpose_check CHECK ((purpose = ANY (ARRAY['update'::text, 'withdrawal'::text])))
);

--
-- Name: webhook_nonces; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.webhook_nonces (
    signature text NOT NULL,
    received_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: cities id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.cities ALTER COLUMN id SET DEFAULT nextval('public.cities_id_seq'::regclass);

--
-- Name: contact_form_submissions id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.contact_form_submissions ALTER COLUMN id SET DEFAULT nextval('public.contact_form_submissions_id_seq'::regclass);

--
-- Name: email_outbox id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.email_outbox ALTER COLUMN id SET DEFAULT nextval('public.email_outbox_id_seq'::regclass);

--
-- Name: form_submissions id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.form_submissions ALTER COLUMN id SET DEFAULT nextval('public.form_submissions_id_seq'::regclass);

--
-- Name: mairie_reports id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.mairie_reports ALTER COLUMN id SET DEFAULT nextval('public.mairie_reports_id_seq'::regclass);

--
-- Name: mairie_visits id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.mairie_visits ALTER COLUMN id SET DEFAULT nextval('public.mairie_visits_id_seq'::regclass);

--
-- Name: mairies id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.mairies ALTER COLUMN id SET DEFAULT nextval('public.mairies_id_seq'::regclass);

--
-- Name: rebuild_requests id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rebuild_requests ALTER COLUMN id SET DEFAULT nextval('public.rebuild_requests_id_seq'::regclass);

--
-- Name: town_hall_links_sent id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.town_hall_links_sent ALTER COLUMN id SET DEFAULT nextval('public.town_hall_links_sent_id_seq'::regclass);

--
-- Name: town_hall_statements id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.town_hall_statements ALTER COLUMN id SET DEFAULT nextval('public.town_hall_statements_id_seq'::regclass);

--
-- Name: cities cities_code_commune_insee_code_postal_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.cities
    ADD CONSTRAINT cities_code_commune_insee_code_postal_key UNIQUE (code_commune_insee, code_postal);

--
-- Name: cities cities_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.cities
    ADD CONSTRAINT cities_pkey PRIMARY KEY (id);

--
-- Name: contact_form_submissions contact_form_submissions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.contact_form_submissions
    ADD CONSTRAINT contact_form_submissions_pkey PRIMARY KEY (id);

--
-- Name: data_sources data_sources_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.data_sources
    ADD CONSTRAINT data_sources_pkey PRIMARY KEY (role);

--
-- Name: email_outbox email_outbox_message_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.email_outbox
    ADD CONSTRAINT email_outbox_message_id_key UNIQUE (message_id);

--
-- Name: email_outbox email_outbox_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.email_outbox
    ADD CONSTRAINT email_outbox_pkey PRIMARY KEY (id);

--
-- Name: form_submissions form_submissions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.form_submissions
    ADD CONSTRAINT form_submissions_pkey PRIMARY KEY (id);

--
-- Name: mairie_reports mairie_reports_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.mairie_reports
    ADD CONSTRAINT mairie_reports_pkey PRIMARY KEY (id);

--
-- Name: mairie_slug_redirects mairie_slug_redirects_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.mairie_slug_redirects
    ADD CONSTRAINT mairie_slug_redirects_pkey PRIMARY KEY (old_slug);

--
-- Name: mairie_visits mairie_visits_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.mairie_visits
    ADD CONSTRAINT mairie_visits_pkey PRIMARY KEY (id);

--
-- Name: mairies mairies_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.mairies
    ADD CONSTRAINT mairies_pkey PRIMARY KEY (id);

--
-- Name: mairies mairies_slug_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.mairies
    ADD CONSTRAINT mairies_slug_key UNIQUE (slug);

--
-- Name: mairies mairies_source_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.mairies
    ADD CONSTRAINT mairies_source_id_key UNIQUE (source_id);

--
-- Name: moderation_tokens_used moderation_tokens_used_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.moderation_tokens_used
    ADD CONSTRAINT moderation_tokens_used_pkey PRIMARY KEY (nonce);

--
-- Name: places_cache places_cache_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.places_cache
    ADD CONSTRAINT places_cache_pkey PRIMARY KEY (mairie_id);

--
-- Name: rate_limits rate_limits_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rate_limits
    ADD CONSTRAINT rate_limits_pkey PRIMARY KEY (key, window_start);

--
-- Name: rebuild_requests rebuild_requests_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rebuild_requests
    ADD CONSTRAINT rebuild_requests_pkey PRIMARY KEY (id);

--
-- Name: schema_migrations schema_migrations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.schema_migrations
    ADD CONSTRAINT schema_migrations_pkey PRIMARY KEY (name);

--
-- Name: town_hall_link_blocks town_hall_link_blocks_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.town_hall_link_blocks
    ADD CONSTRAINT town_hall_link_blocks_pkey PRIMARY KEY (mairie_id);

--
-- Name: town_hall_links_sent town_hall_links_sent_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.town_hall_links_sent
    ADD CONSTRAINT town_hall_links_sent_pkey PRIMARY KEY (id);

--
-- Name: town_hall_statements town_hall_statements_mairie_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.town_hall_statements
    ADD CONSTRAINT town_hall_statements_mairie_id_key UNIQUE (mairie_id);

--
-- Name: town_hall_statements town_hall_statements_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.town_hall_statements
    ADD CONSTRAINT town_hall_statements_pkey PRIMARY KEY (id);

--
-- Name: town_hall_tokens_used town_hall_tokens_used_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.town_hall_tokens_used
    ADD CONSTRAINT town_hall_tokens_used_pkey PRIMARY KEY (nonce);

--
-- Name: webhook_nonces webhook_nonces_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.webhook_nonces
    ADD CONSTRAINT webhook_nonces_pkey PRIMARY KEY (signature);

--
-- Name: cities_code_postal_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX cities_code_postal_idx ON public.cities USING btree (code_postal, commune);

--
-- Name: contact_form_submissions_created_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX contact_form_submissions_created_idx ON public.contact_form_submissions USING btree (created_at);

--
-- Name: email_outbox_pending_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX email_outbox_pending_idx ON public.email_outbox USING btree (next_attempt_at) WHERE (sent_at IS NULL);

--
-- Name: email_outbox_sent_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX email_outbox_sent_idx ON public.email_outbox USING btree (sent_at) WHERE (sent_at IS NOT NULL);

--
-- Name: form_submissions_created_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX form_submissions_created_idx ON public.form_submissions USING btree (created_at);

--
-- Name: mairie_reports_email_purge_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX mairie_reports_email_purge_idx ON public.mairie_reports USING btree (created_at) WHERE (email IS NOT NULL);

--
-- Name: mairie_reports_mairie_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX mairie_reports_mairie_idx ON public.mairie_reports USING btree (mairie_id, created_at DESC);

--
-- Name: mairie_reports_visible_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX mairie_reports_visible_idx ON public.mairie_reports USING btree (created_at) WHERE ((status = 'resolved'::text) OR auto_approve);

--
-- Name: mairie_slug_redirects_mairie_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX mairie_slug_redirects_mairie_idx ON public.mairie_slug_redirects USING btree (mairie_id);

--
-- Name: mairie_visits_dedup_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX mairie_visits_dedup_idx ON public.mairie_visits USING btree (mairie_id, visitor_day_hash) WHERE (visitor_day_hash IS NOT NULL);

--
-- Name: mairie_visits_hashed_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX mairie_visits_hashed_idx ON public.mairie_visits USING btree (visited_at) WHERE (visitor_day_hash IS NOT NULL);

--
-- Name: mairie_visits_visited_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX mairie_visits_visited_at_idx ON public.mairie_visits USING btree (visited_at, mairie_id);

--
-- Name: mairies_code_insee_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX mairies_code_insee_idx ON public.mairies USING btree (code_insee);

--
-- Name: mairies_code_postal_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX mairies_code_postal_idx ON public.mairies USING btree (code_postal, nom);

--
-- Name: mairies_num_dep_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX mairies_num_dep_idx ON public.mairies USING btree (num_dep, ville, nom);

--
-- Name: mairies_ville_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX mairies_ville_idx ON public.mairies USING btree (ville, nom);

--
-- Name: rebuild_requests_open_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX rebuild_requests_open_idx ON public.rebuild_requests USING btree (requested_at) WHERE (done_at IS NULL);

--
-- Name: town_hall_links_sent_mairie_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX town_hall_links_sent_mairie_idx ON public.town_hall_links_sent USING btree (mairie_id, sent_at);

--
-- Name: town_hall_links_sent_recipient_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX town_hall_links_sent_recipient_idx ON public.town_hall_links_sent USING btree (recipient_hash, sent_at);

--
-- Name: contact_form_submissions contact_form_submissions_mairie_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.contact_form_submissions
    ADD CONSTRAINT contact_form_submissions_mairie_id_fkey FOREIGN KEY (mairie_id) REFERENCES public.mairies(id) ON DELETE SET NULL;

--
-- Name: form_submissions form_submissions_mairie_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.form_submissions
    ADD CONSTRAINT form_submissions_mairie_id_fkey FOREIGN KEY (mairie_id) REFERENCES public.mairies(id) ON DELETE SET NULL;

--
-- Name: mairie_reports mairie_reports_mairie_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.mairie_reports
    ADD CONSTRAINT mairie_reports_mairie_id_fkey FOREIGN KEY (mairie_id) REFERENCES public.mairies(id) ON DELETE CASCADE;

--
-- Name: mairie_slug_redirects mairie_slug_redirects_mairie_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.mairie_slug_redirects
    ADD CONSTRAINT mairie_slug_redirects_mairie_id_fkey FOREIGN KEY (mairie_id) REFERENCES public.mairies(id) ON DELETE CASCADE;

--
-- Name: mairie_visits mairie_visits_mairie_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.mairie_visits
    ADD CONSTRAINT mairie_visits_mairie_id_fkey FOREIGN KEY (mairie_id) REFERENCES public.mairies(id) ON DELETE CASCADE;

--
-- Name: places_cache places_cache_mairie_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.places_cache
    ADD CONSTRAINT places_cache_mairie_id_fkey FOREIGN KEY (mairie_id) REFERENCES public.mairies(id) ON DELETE CASCADE;

--
-- Name: town_hall_statements town_hall_statements_mairie_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.town_hall_statements
    ADD CONSTRAINT town_hall_statements_mairie_id_fkey FOREIGN KEY (mairie_id) REFERENCES public.mairies(id) ON DELETE CASCADE;

--
-- PostgreSQL database dump complete
--
