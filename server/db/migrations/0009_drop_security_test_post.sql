-- The security-test post is a test fixture (decision 0053): databases seeded before that change
-- still hold it, and real readers must never see it. Tests seed it themselves after migrating.
DELETE FROM posts WHERE slug = 'security-test-hostile-html';
