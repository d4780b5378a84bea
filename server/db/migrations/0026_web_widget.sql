-- The partner widget page (docs/widget.md): embedder origins an admin adds, and partner sites whose
-- signed-in readers open site-client sessions.

-- Origins added by an admin on /web-widget/, on top of the brand's configured embedOrigins (read-only).
CREATE TABLE embed_origins (
  brand_id text NOT NULL,
  origin text NOT NULL CHECK (origin ~ '^https?://[a-z0-9.-]+(:[0-9]{1,5})?$' AND length(origin) <= 200),
  added_by integer REFERENCES users (id) ON DELETE SET NULL,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (brand_id, origin)
);

-- A partner site that signs its readers' site-client assertions (HS256) with its own secret.
CREATE TABLE site_client_partners (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9][a-z0-9-]{1,40}$'),
  brand_id text NOT NULL,
  name text NOT NULL,
  secret text NOT NULL CHECK (length(secret) >= 32),
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
