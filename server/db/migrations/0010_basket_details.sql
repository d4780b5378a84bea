-- Baskets an investor can judge (docs/baskets.md): versions of constituents, the page's texts, tags,
-- the watchlist, and the subscriptions that entitle a user to a subscriber-only basket.

-- An adviser's account (the studio signs in as it) and what the profile page shows.
ALTER TABLE advisers
  ADD COLUMN user_id integer UNIQUE REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN registered_on date,
  ADD COLUMN city text,
  ADD COLUMN contact_email text CHECK (contact_email = lower(contact_email));

-- The minimum amount is computed from prices (decision 0090); an adviser may fix a larger one.
ALTER TABLE baskets ALTER COLUMN fixed_minimum_amount DROP NOT NULL;
ALTER TABLE baskets DROP CONSTRAINT baskets_fixed_minimum_amount_check;
ALTER TABLE baskets ADD CONSTRAINT baskets_fixed_minimum_amount_check
  CHECK (fixed_minimum_amount IS NULL OR fixed_minimum_amount > 0);

-- Benchmarks are the market data's index symbols (server/market/data/indices.ts).
UPDATE baskets SET benchmark_id = 'NIFTY 50' WHERE benchmark_id = 'NIFTY50';
ALTER TABLE baskets ALTER COLUMN benchmark_id SET DEFAULT 'NIFTY 50';

ALTER TABLE baskets
  ADD COLUMN methodology text NOT NULL DEFAULT '',
  -- SEBI's scheme category the basket resembles (Large Cap, Flexi Cap, Sectoral/Thematic, …).
  ADD COLUMN mf_category text,
  ADD COLUMN launch_date date,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- Each rebalance is a new version; version 1 is the launch. Weights are percent with two decimals.
CREATE TABLE basket_versions (
  id serial PRIMARY KEY,
  basket_id integer NOT NULL REFERENCES baskets (id) ON DELETE CASCADE,
  version integer NOT NULL CHECK (version > 0),
  effective_date date NOT NULL,
  rationale text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (basket_id, version),
  UNIQUE (basket_id, effective_date)
);

CREATE TABLE basket_constituents (
  version_id integer NOT NULL REFERENCES basket_versions (id) ON DELETE CASCADE,
  symbol text NOT NULL,
  weight numeric(5, 2) NOT NULL CHECK (weight > 0 AND weight <= 100),
  rationale text NOT NULL DEFAULT '',
  PRIMARY KEY (version_id, symbol)
);

CREATE TABLE basket_faqs (
  id serial PRIMARY KEY,
  basket_id integer NOT NULL REFERENCES baskets (id) ON DELETE CASCADE,
  position integer NOT NULL,
  question text NOT NULL,
  answer text NOT NULL,
  UNIQUE (basket_id, position)
);

-- The factsheet PDF the server serves (the studio's "factsheet add" replaces it).
CREATE TABLE basket_factsheets (
  basket_id integer PRIMARY KEY REFERENCES baskets (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  content bytea NOT NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now()
);

-- Basket tags (the blog's tags are another table): each tag sits under one master tag (Theme, Style, …).
CREATE TABLE basket_master_tags (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL
);

CREATE TABLE basket_tag_names (
  id serial PRIMARY KEY,
  master_tag_id integer NOT NULL REFERENCES basket_master_tags (id),
  slug text NOT NULL UNIQUE,
  name text NOT NULL
);

CREATE TABLE basket_tags (
  basket_id integer NOT NULL REFERENCES baskets (id) ON DELETE CASCADE,
  tag_id integer NOT NULL REFERENCES basket_tag_names (id) ON DELETE CASCADE,
  PRIMARY KEY (basket_id, tag_id)
);

CREATE TABLE basket_watchlist (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  basket_id integer NOT NULL REFERENCES baskets (id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, basket_id)
);

-- Which subscriber-only baskets a plan opens, and who holds which plan until when
-- (the subscription issue adds payments on top; head.status 4/7/10 are read from these, docs/baskets.md).
CREATE TABLE plan_baskets (
  plan_id integer NOT NULL REFERENCES plans (id) ON DELETE CASCADE,
  basket_id integer NOT NULL REFERENCES baskets (id) ON DELETE CASCADE,
  PRIMARY KEY (plan_id, basket_id)
);

CREATE TABLE subscriptions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  plan_id integer NOT NULL REFERENCES plans (id),
  starts_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL CHECK (expires_at > starts_at),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX subscriptions_user ON subscriptions (user_id, expires_at DESC);
CREATE INDEX basket_versions_basket ON basket_versions (basket_id, version DESC);
