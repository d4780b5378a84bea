-- Operations ground (docs/operations.md): who looks after which client, and rights beyond roles.

-- A dealer's or an adviser's client: the dealer's reports and payment links, an adviser's imported
-- clients, and whose view a dealer or adviser may open (login-as-client) all read this.
CREATE TABLE client_links (
  staff_user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  relation text NOT NULL CHECK (relation IN ('dealer', 'adviser')),
  brand_id text NOT NULL,
  source text NOT NULL CHECK (source IN ('seed', 'import', 'admin')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (staff_user_id, client_user_id, relation),
  CHECK (staff_user_id <> client_user_id)
);

CREATE INDEX client_links_client ON client_links (client_user_id);

-- Rights granted on top of a role: 'login-as-client' lets an adviser, dealer or admin open a client's view.
CREATE TABLE user_rights (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  right_name text NOT NULL CHECK (right_name IN ('login-as-client')),
  granted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, right_name)
);
