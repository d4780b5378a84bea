-- Talk to us, FAQs, website details and the app's error reports (docs/contact.md, docs/client-errors.md).

-- A 'Talk to us' form sent: a call back asked ('lead', the spec's 'leads create') or a message ('contact').
CREATE TABLE leads (
  id serial PRIMARY KEY,
  brand_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('lead', 'message')),
  name text NOT NULL,
  email text NOT NULL DEFAULT '',
  mobile text NOT NULL DEFAULT '',
  preferred_time text NOT NULL DEFAULT '',
  topic text NOT NULL DEFAULT '',
  message text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX leads_brand_created ON leads (brand_id, created_at DESC, id DESC);

-- What the company says of itself, per brand: seeded from brand.json's trust block, edited by admins.
CREATE TABLE website_details (
  brand_id text PRIMARY KEY,
  details jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE faqs (
  id serial PRIMARY KEY,
  brand_id text NOT NULL,
  category text NOT NULL,
  question text NOT NULL,
  answer text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX faqs_brand_order ON faqs (brand_id, position, id);

-- The app's error reports, already redacted; one row per distinct report and day, counted.
CREATE TABLE client_errors (
  id serial PRIMARY KEY,
  brand_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('error', 'unhandledrejection', 'boundary')),
  message text NOT NULL,
  page text NOT NULL,
  source text NOT NULL DEFAULT '',
  stack text NOT NULL DEFAULT '',
  build text NOT NULL DEFAULT '',
  fingerprint text NOT NULL,
  day date NOT NULL DEFAULT current_date,
  count integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (brand_id, day, fingerprint)
);

CREATE INDEX client_errors_brand_seen ON client_errors (brand_id, last_seen_at DESC, id DESC);
CREATE INDEX client_errors_created ON client_errors (created_at);
