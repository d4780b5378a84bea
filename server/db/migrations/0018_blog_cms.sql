-- The blog CMS (docs/blog-cms.md): posts and authors gain an owner, posts a revision for autosave,
-- a 'scheduled' state and a working copy, and attachments (their bytes in `uploads`, 0017).

-- An adviser's own authors. The seed's authors (adviser_id NULL) belong to no adviser.
ALTER TABLE authors ADD COLUMN adviser_id integer REFERENCES advisers (id) ON DELETE CASCADE;
CREATE INDEX authors_adviser ON authors (adviser_id, id) WHERE adviser_id IS NOT NULL;

ALTER TABLE posts
  ADD COLUMN adviser_id integer REFERENCES advisers (id),
  -- Bumped by every save: a save names the revision it started from (409 when stale).
  ADD COLUMN revision integer NOT NULL DEFAULT 0 CHECK (revision >= 0),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  -- Autosaves of a published or scheduled post land here, never in the columns readers see:
  -- publishing applies it (decision 0177). NULL: the columns are the latest text.
  ADD COLUMN working jsonb CHECK (working IS NULL OR jsonb_typeof(working) = 'object');
CREATE INDEX posts_adviser ON posts (adviser_id, updated_at DESC, id DESC) WHERE adviser_id IS NOT NULL;
-- The scheduled-posts job's scan (server/blog-cms/scheduled-posts.ts).
CREATE INDEX posts_scheduled ON posts (pub_date) WHERE status = 'scheduled';

-- A draft may lack a title, an author and (premium) a teaser until it is published or scheduled.
ALTER TABLE posts ALTER COLUMN author_id DROP NOT NULL;
ALTER TABLE posts DROP CONSTRAINT posts_status_check;
ALTER TABLE posts DROP CONSTRAINT posts_title_check;
ALTER TABLE posts DROP CONSTRAINT posts_check;
ALTER TABLE posts
  ADD CONSTRAINT posts_status_check CHECK (status IN ('draft', 'scheduled', 'published')),
  ADD CONSTRAINT posts_title_check CHECK (status = 'draft' OR length(btrim(title)) > 0),
  ADD CONSTRAINT posts_author_check CHECK (status = 'draft' OR author_id IS NOT NULL),
  ADD CONSTRAINT posts_teaser_check CHECK (status = 'draft' OR NOT is_premium OR teaser IS NOT NULL),
  ADD CONSTRAINT posts_scheduled_check CHECK (status <> 'scheduled' OR pub_date IS NOT NULL);

-- A post's attachments: readers download them once the post is published (decision 0178).
CREATE TABLE post_files (
  id serial PRIMARY KEY,
  post_id integer NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  upload_key text NOT NULL UNIQUE REFERENCES uploads (key) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX post_files_post ON post_files (post_id, id);
