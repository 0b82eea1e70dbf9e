-- 016_scale_report_indexes: more indexes for the paged lists (issue 14), each from EXPLAIN (ANALYZE)
-- on the five-year company of `pnpm seed:scale` (PostgreSQL 15, 2 cores shared with other work
-- under a load average of about 14, so the absolute figures are high; before → after on the same load).

-- GET /payment-requests?sort=-amount (and amount): every request (140,943) was read and sorted on
-- disk for each page (Parallel Seq Scan + external merge sort). The (amount, id) index serves both
-- directions, joined row by row to its staff day, employee and event.
--   ?sort=-amount first page: 474 ms → 4.5 ms; page 200: 72 ms
CREATE INDEX payment_requests_amount_idx ON payment_requests (amount, id);
