-- A simulated Payment Link is paid on its hosted page /l/<id> (decision 0280): each attempt is an order of the
-- link's own (Razorpay makes one per attempt), and the link records the payment that paid it. Another company's
-- tables, which the app never reads.
ALTER TABLE paysim_payment_links ADD COLUMN status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'paid'));
ALTER TABLE paysim_payment_links ADD COLUMN payment_id text REFERENCES paysim_payments (id);
ALTER TABLE paysim_payment_links ADD COLUMN paid_at timestamptz;
ALTER TABLE paysim_orders ADD COLUMN payment_link_id text REFERENCES paysim_payment_links (id);
