-- A post's view_count counts readers, not requests (server/api/post-views.ts): one view per reader,
-- post and day. A reader is a user id, or for visitors an HMAC of the client address and user
-- agent under that day's salt; salts and rows older than yesterday are deleted, so a visitor's
-- hash cannot be linked across days.
CREATE TABLE view_salts (
  day date PRIMARY KEY,
  salt text NOT NULL
);

CREATE TABLE post_views (
  post_id integer NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  day date NOT NULL,
  reader text NOT NULL,
  -- Visitors only: the hashed address, so one address counts a few visitors at most.
  address text,
  PRIMARY KEY (post_id, day, reader)
);

CREATE INDEX post_views_address ON post_views (post_id, day, address) WHERE address IS NOT NULL;

CREATE INDEX post_views_day ON post_views (day);
