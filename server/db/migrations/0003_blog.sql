-- The blog: authors, tag chips, posts (HTML bodies split at page breaks), the images they use,
-- likes and comments by users.
CREATE TABLE authors (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (length(btrim(name)) > 0),
  url text CHECK (url IS NULL OR url ~ '^(https://|/)')
);

CREATE TABLE tags (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE CHECK (length(btrim(name)) > 0)
);

-- Images are rendered on demand from their key (server/media); a key must be registered here to be served.
CREATE TABLE post_images (
  key text PRIMARY KEY CHECK (key ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(key) <= 80),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE posts (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text NOT NULL CHECK (length(btrim(title)) > 0),
  short_text text NOT NULL,
  -- HTML; later pages follow each <!-- pagebreak --> marker.
  body text NOT NULL,
  -- HTML shown instead of the body to readers who may not open a premium post.
  teaser text,
  image_key text REFERENCES post_images (key),
  image_width integer CHECK (image_width > 0),
  image_height integer CHECK (image_height > 0),
  embedded_link text,
  embed_video_url text CHECK (embed_video_url IS NULL OR embed_video_url ~ '^https://'),
  post_video_link text CHECK (post_video_link IS NULL OR post_video_link ~ '^https://'),
  tag_id integer REFERENCES tags (id),
  pub_date timestamptz,
  author_id integer NOT NULL REFERENCES authors (id),
  is_premium boolean NOT NULL DEFAULT false,
  view_count integer NOT NULL DEFAULT 0 CHECK (view_count >= 0),
  -- Kept equal to the post's rows in post_likes by the like and unlike statements.
  like_count integer NOT NULL DEFAULT 0 CHECK (like_count >= 0),
  status text NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'draft')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (NOT is_premium OR teaser IS NOT NULL),
  CHECK ((image_key IS NULL) = (image_width IS NULL) AND (image_key IS NULL) = (image_height IS NULL))
);

-- The list: newest first, undated posts last, ties broken by id.
CREATE INDEX posts_listing ON posts (pub_date DESC NULLS LAST, id DESC) WHERE status = 'published';

-- 'Popular': likes plus views.
CREATE INDEX posts_popular ON posts ((like_count + view_count) DESC, id DESC) WHERE status = 'published';

CREATE TABLE post_likes (
  post_id integer NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (post_id, user_id)
);

CREATE INDEX post_likes_user ON post_likes (user_id);

CREATE TABLE post_comments (
  id serial PRIMARY KEY,
  post_id integer NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Plain text as typed (trimmed), never HTML.
  comment_text text NOT NULL CHECK (length(btrim(comment_text)) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX post_comments_post_created ON post_comments (post_id, created_at DESC, id DESC);
