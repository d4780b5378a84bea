-- Advisers (SEBI-registered) who publish baskets and blog posts, their baskets and subscription plans.
CREATE TABLE advisers (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  adviser_type text NOT NULL CHECK (adviser_type IN ('Registered Investment Adviser', 'Research Analyst')),
  sebi_registration text NOT NULL UNIQUE,
  bio text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE baskets (
  id serial PRIMARY KEY,
  basket_hash text NOT NULL UNIQUE,
  adviser_id integer NOT NULL REFERENCES advisers (id),
  name text NOT NULL,
  description text NOT NULL,
  fixed_minimum_amount numeric(12, 2) NOT NULL CHECK (fixed_minimum_amount > 0),
  risk_type text NOT NULL CHECK (risk_type IN ('high', 'medium', 'low')),
  fund_type text NOT NULL,
  benchmark_id text NOT NULL DEFAULT 'NIFTY50',
  is_premium boolean NOT NULL DEFAULT false,
  is_shareable boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'draft', 'closed', 'hidden')),
  cagr numeric(6, 2),
  popularity integer NOT NULL DEFAULT 0,
  fee_kind text NOT NULL CHECK (fee_kind IN ('FIXFEE', 'AUM')),
  fee_amount numeric(10, 2) NOT NULL,
  rebalance_frequency text NOT NULL CHECK (rebalance_frequency IN ('monthly', 'quarterly')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX baskets_status_popularity ON baskets (status, popularity DESC);

CREATE TABLE plans (
  id serial PRIMARY KEY,
  adviser_id integer NOT NULL REFERENCES advisers (id),
  name text NOT NULL,
  interval text NOT NULL CHECK (interval IN ('month', 'year')),
  interval_count integer NOT NULL CHECK (interval_count > 0),
  amount numeric(10, 2) NOT NULL,
  recurring_amount numeric(10, 2) NOT NULL
);
