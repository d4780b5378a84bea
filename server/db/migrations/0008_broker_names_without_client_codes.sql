-- Accounts opened by broker sign-in were named '<broker> client <client code>', which published the
-- code (the account's sign-in name) beside every comment. Rename them as broker sign-in now names
-- new ones (server/auth/broker.ts brokerDisplayName): the broker and a random number.
UPDATE users
   SET name = broker_name || ' investor ' || (1000 + floor(random() * 9000))::int
 WHERE broker_name IS NOT NULL
   AND broker_client_code IS NOT NULL
   AND strpos(upper(name), upper(broker_client_code)) > 0;
