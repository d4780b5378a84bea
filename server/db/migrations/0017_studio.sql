-- The adviser studio (docs/studio.md): files advisers upload, what a basket gains in the studio,
-- automated baskets' rules and proposals, and the in-app notices investors read when push cannot reach them.

-- Every uploaded file's bytes, by an opaque key. Images are re-encoded by the server before they are
-- stored (no metadata, no polyglots); the blog's sizes are rendered from here (server/media).
CREATE TABLE uploads (
  key text PRIMARY KEY CHECK (key ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(key) <= 80),
  owner_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('basket-image', 'post-image', 'post-file', 'factsheet', 'import')),
  content_type text NOT NULL,
  file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 200),
  size integer NOT NULL CHECK (size > 0),
  content bytea NOT NULL,
  width integer CHECK (width IS NULL OR width > 0),
  height integer CHECK (height IS NULL OR height > 0),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uploads_owner ON uploads (owner_user_id, created_at DESC);

ALTER TABLE baskets
  ADD COLUMN image_key text REFERENCES uploads (key) ON DELETE SET NULL,
  ADD COLUMN is_automated boolean NOT NULL DEFAULT false,
  ADD COLUMN published_at timestamptz,
  ADD COLUMN closed_at timestamptz;
UPDATE baskets SET published_at = coalesce(launch_date::timestamptz, created_at) WHERE status <> 'draft';

-- create-basket-automated: the basket's rule set (contract/automated-rules.ts), validated before it is stored.
CREATE TABLE basket_rules (
  basket_id integer PRIMARY KEY REFERENCES baskets (id) ON DELETE CASCADE,
  rules jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- What the rules chose on a rebalance date, for the adviser to review: open until published or replaced.
CREATE TABLE basket_proposals (
  id serial PRIMARY KEY,
  basket_id integer NOT NULL REFERENCES baskets (id) ON DELETE CASCADE,
  as_of date NOT NULL,
  lines jsonb NOT NULL,
  dropped jsonb NOT NULL DEFAULT '[]',
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'published', 'superseded')),
  version_id integer REFERENCES basket_versions (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One open proposal per basket; one per rebalance date (the job may run in several processes).
CREATE UNIQUE INDEX basket_proposals_open ON basket_proposals (basket_id) WHERE status = 'open';
CREATE UNIQUE INDEX basket_proposals_as_of ON basket_proposals (basket_id, as_of);

-- Notices the app shows in its notification dialog (docs/api.md, "Studio: new versions and in-app notices"), for what
-- push could not deliver.
CREATE TABLE in_app_notices (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('rebalance')),
  title text NOT NULL,
  body text NOT NULL,
  url text NOT NULL CHECK (url ~ '^/'),
  -- Makes creating a notice idempotent: e.g. 'rebalance-<investment>-<version>'.
  dedupe_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz,
  UNIQUE (user_id, dedupe_key)
);
CREATE INDEX in_app_notices_unread ON in_app_notices (user_id, created_at DESC) WHERE read_at IS NULL;
