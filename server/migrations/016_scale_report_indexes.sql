-- 016_scale_report_indexes: more indexes for the paged lists (issue 14), each from EXPLAIN (ANALYZE)
-- on the five-year company of `pnpm seed:scale` (PostgreSQL 15, 2 cores shared with other work
-- under a load average of about 14, so the absolute figures are high; before → after on the same load).

-- GET /payment-requests?sort=-amount (and amount): every request (140,943) was read and sorted on
-- disk for each page (Parallel Seq Scan + external merge sort). The (amount, id) index serves both
-- directions, joined row by row to its staff day, employee and event.
--   ?sort=-amount first page: 474 ms → 4.5 ms; page 200: 72 ms
CREATE INDEX payment_requests_amount_idx ON payment_requests (amount, id);

-- GET /payment-requests?search= matches the employee's name, the event's name, the staff day's
-- function and the request's notes. Matched as one set of staff-day ids (a UNION: the employees'
-- trigram index of 015, the events, and this trigram index on the function), the count per status
-- reads no join: ?search=Silva (6,732 of 140,943), counts per status 523 ms (four tables joined,
-- names matched row by row) → 234 ms (ids, function matched by a scan of every staff day) → 63 ms
-- with this index. Made only where pg_trgm is, as in 015.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX event_employees_function_trgm_idx ON event_employees USING gin (function gin_trgm_ops);
  END IF;
END
$$;
