-- 015_scale_indexes: indexes for the paged lists (issue 14), each from EXPLAIN (ANALYZE, BUFFERS) on
-- the five-year company of `pnpm seed:scale` (PostgreSQL 15, 2 cores shared with other work, so the
-- absolute figures are high; before → after on the same load). Lists are sorted by the paging
-- helper (http/paging.ts sortBy) as `<column> asc|desc, id asc|desc` (NULLS LAST only for columns
-- that may be empty), paged with LIMIT 25 OFFSET n and counted with count(*) over the same filters.

-- GET /event-employees, default order (event_day, employee name, id) and ?sort=eventDay:
-- 150,000 staff days were read and sorted whole (Parallel Seq Scan + external merge sort on disk)
-- for every page. With the day first the rows come presorted (Incremental Sort on the name only).
--   default order, page 200:  378 ms → 79 ms
--   ?sort=eventDay, page 200: 305 ms → 12 ms
CREATE INDEX event_employees_event_day_id_idx ON event_employees (event_day, id);

-- GET /inventory/transactions?sort=-date (newest first, the history's order) needs no index of its
-- own: with `date desc, id desc` (date is NOT NULL) the (date, id) index of 006 runs backwards.
-- Measured with `DESC NULLS LAST`, which no backward scan serves: page 200 396 ms (Parallel Seq
-- Scan + Sort); sortBy now sorts NOT NULL columns plain, which is what made this index unneeded.

-- GET /inventory/items (every page): each item's units out at events (`atEvents`) sums its
-- movements tied to an event; over 300,000 movements the default page of 25 items took about
-- 115 ms. A covering partial index lets each item's sum read only its own event movements from the
-- index (Index Only Scan): about 20 ms.
CREATE INDEX inventory_transactions_item_at_events_idx ON inventory_transactions (item_id) INCLUDE (type, quantity, lost)
  WHERE event_id IS NOT NULL;

-- GET /accounts-payable and /accounts-receivable ?sort=amount / -amount (the biggest bills first):
-- every account was sorted for each page. The (amount, id) index serves both directions.
--   payables (170,000) ?sort=-amount p50: 338 ms → 102 ms; receivables (30,000): 102 ms → 27 ms
CREATE INDEX accounts_payable_amount_idx ON accounts_payable (amount, id);
CREATE INDEX accounts_receivable_amount_idx ON accounts_receivable (amount, id);

-- Searches `ilike '%…%'` (no btree serves a leading wildcard), so a search read the whole table
-- for its count and walked the sort's index far for its page when it matched few rows. Trigram GIN
-- indexes (pg_trgm) turn each search's OR of columns into a BitmapOr of index scans:
-- - accounts (GET /accounts-payable, /accounts-receivable, /financial/defaulters ?search=:
--   description, party name, document number):
--     payables (170,000), ?search=Floricultura Mirante (205 rows): count 783 ms → 13 ms; page 1 189 ms → 12 ms
--     receivables (31,000), ?search=Cristal Associação (190 rows): count 333 ms → 8 ms
-- - employees (GET /employees ?search=: name, e-mail, CPF digits; also the employee search of
--   GET /event-employees and /payment-requests, which join employees):
--     ?search=Silva (493 of 10,000): count 33 ms → 1.3 ms; ?search=Pedro Moura (6 rows): count 87 ms → 0.5 ms
-- pg_trgm ships with PostgreSQL (contrib) and is a trusted extension (the database owner may create
-- it); embedded PGlite has it only when the extension is loaded into it, so these indexes are made
-- only where it is available, and a role that may not create it leaves them out (the searches stay
-- correct, only slower).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'pg_trgm not created (%): account searches stay unindexed', SQLERRM;
    END;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX accounts_payable_description_trgm_idx ON accounts_payable USING gin (description gin_trgm_ops);
    CREATE INDEX accounts_payable_supplier_name_trgm_idx ON accounts_payable USING gin (supplier_name gin_trgm_ops);
    CREATE INDEX accounts_payable_document_number_trgm_idx ON accounts_payable USING gin (document_number gin_trgm_ops);
    CREATE INDEX accounts_receivable_description_trgm_idx ON accounts_receivable USING gin (description gin_trgm_ops);
    CREATE INDEX accounts_receivable_client_name_trgm_idx ON accounts_receivable USING gin (client_name gin_trgm_ops);
    CREATE INDEX accounts_receivable_document_number_trgm_idx ON accounts_receivable USING gin (document_number gin_trgm_ops);
    CREATE INDEX employees_name_trgm_idx ON employees USING gin (name gin_trgm_ops);
    CREATE INDEX employees_email_trgm_idx ON employees USING gin (email gin_trgm_ops);
    CREATE INDEX employees_cpf_trgm_idx ON employees USING gin (cpf gin_trgm_ops);
  END IF;
END
$$;
