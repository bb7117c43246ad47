import { DEMO_DATAFILE, DEMO_SDK_KEY } from './demo-datafile';

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * Demo decision rules (experience key → ordered (condition, variant)): the home hero `home_hero_test` (decision key
 * `test`) shows variant b to signed-in shoppers and variant a to everyone else.
 */
export const DEMO_EXPERIENCE_RULES: readonly (readonly [string, number, string, string])[] = [
  ['test', 1, 'logged-in', 'variant_b'],
  ['test', 2, 'everyone', 'variant_a'],
];

/** Migration 28 (issue 12, helper F): personalisation rules and impressions, the experimentation datafile and event log, web vitals. */
export const experienceMigration = {
  version: 28,
  name: 'experience: decision rules, impressions, experimentation datafiles and events, web-vitals measures (issue 12)',
  sql: `
-- Personalisation decisions (storefront-experience §6/§7): per experience key, ordered rules; the first whose condition
-- holds for the caller picks the variant. condition is a §6 segmentation condition or 'everyone'.
CREATE TABLE experience_rules (
  experience_key text NOT NULL CHECK (experience_key ~ '^[A-Za-z0-9-]{1,100}$'),
  position int NOT NULL CHECK (position > 0),
  condition text NOT NULL CHECK (condition <> ''),
  variant_id text NOT NULL CHECK (variant_id <> ''),
  PRIMARY KEY (experience_key, position)
);

-- One impression per visitor, experience and variant shown: the primary key makes concurrent decides record it once.
CREATE TABLE experience_impressions (
  visitor_id text NOT NULL,
  experience_key text NOT NULL,
  variant_id text NOT NULL,
  customer_id text,
  site_id text NOT NULL,
  first_seen_at timestamptz NOT NULL,
  PRIMARY KEY (visitor_id, experience_key, variant_id)
);

-- Recommendation cards a visitor was shown (their recTokens), once each.
CREATE TABLE recommendation_impressions (
  visitor_id text NOT NULL,
  rec_token text NOT NULL,
  site_id text NOT NULL,
  first_seen_at timestamptz NOT NULL,
  PRIMARY KEY (visitor_id, rec_token)
);

-- The experimentation datafile per SDK key, served to the storefront's SDK.
CREATE TABLE experimentation_datafiles (
  sdk_key text PRIMARY KEY,
  datafile jsonb NOT NULL,
  updated_at timestamptz NOT NULL
);

-- The SDK's event log, one row per visitor of a batch (the batch's header kept with it).
CREATE TABLE experimentation_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id text NOT NULL,
  project_id text NOT NULL,
  revision text NOT NULL,
  visitor_id text NOT NULL,
  visitor jsonb NOT NULL,
  received_at timestamptz NOT NULL
);
CREATE INDEX experimentation_events_visitor_idx ON experimentation_events (visitor_id);

-- Web-vitals measures from the storefront.
CREATE TABLE performance_measures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL CHECK (name IN ('LCP', 'CLS', 'INP', 'FCP', 'TTFB')),
  value double precision NOT NULL CHECK (value >= 0),
  rating text NOT NULL CHECK (rating IN ('good', 'needs-improvement', 'poor')),
  measure_id text NOT NULL,
  page_type text NOT NULL,
  site_id text NOT NULL,
  navigation_type text NOT NULL,
  received_at timestamptz NOT NULL
);

INSERT INTO experience_rules (experience_key, position, condition, variant_id) VALUES
${DEMO_EXPERIENCE_RULES.map(([key, position, condition, variant]) => `  (${literal(key)}, ${position}, ${literal(condition)}, ${literal(variant)})`).join(',\n')};

INSERT INTO experimentation_datafiles (sdk_key, datafile, updated_at) VALUES
  (${literal(DEMO_SDK_KEY)}, ${literal(JSON.stringify(DEMO_DATAFILE))}::jsonb, '2026-11-24T00:00:00Z');
`,
};
