-- The studio's create is idempotent (docs/studio.md, "Create"): an adviser's open baskets (any but
-- closed) have distinct names, so a double submit makes one basket and the second answers 409.
CREATE UNIQUE INDEX baskets_adviser_open_name ON baskets (adviser_id, lower(name)) WHERE status <> 'closed';
