-- 014_rate_limits: the public pre-registration limits (requests per client IP in a time window)
-- counted in PostgreSQL instead of each server's memory, so several servers behind a load
-- balancer share one count (http/pg-rate-limit-store.ts). One row per limited route and client:
-- a fixed window that starts at the first request and ends at expires_at; the count restarts at
-- the first request after it. Expired rows are pruned by the servers now and then.
CREATE TABLE rate_limit_counters (
  -- The limited route, e.g. 'GET /api/pre-registration/validate'.
  bucket text NOT NULL,
  -- The client (its IP).
  client_key text NOT NULL,
  hits integer NOT NULL CHECK (hits > 0),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (bucket, client_key)
);

-- The pruning deletes by expiry.
CREATE INDEX rate_limit_counters_expires_at_idx ON rate_limit_counters (expires_at);
