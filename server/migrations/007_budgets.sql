-- 007_budgets: what a budget tells the client (who, which event, when, until when it is valid,
-- discount, notes) and what happened to it (sent, approved or refused, paid); the planned days of
-- the event it quotes; and the financial side of staff payment requests (an APPROVED step that
-- raises the account payable, and a cancellation with its reason).
--
-- Budget status flow (stored): RASCUNHO → ENVIADO → APROVADO → PAGO, and ENVIADO → RECUSADO.
-- EXPIRADO is never stored: a RASCUNHO or ENVIADO budget whose valid_until has passed (São Paulo
-- date) reads as EXPIRADO. budgets.total is always sum(quantity × unit_price × days) − discount,
-- recomputed in SQL by every write of the budgets area.

ALTER TABLE budgets
  ADD COLUMN client_document text
    CONSTRAINT budgets_client_document_check CHECK (client_document ~ '^([0-9]{11}|[0-9]{14})$'),
  ADD COLUMN client_email text,
  ADD COLUMN client_phone text,
  ADD COLUMN event_name text,
  ADD COLUMN event_location text,
  ADD COLUMN valid_until date,
  ADD COLUMN discount numeric(14, 2) NOT NULL DEFAULT 0 CONSTRAINT budgets_discount_check CHECK (discount >= 0),
  ADD COLUMN notes text,
  ADD COLUMN sent_at timestamptz,
  ADD COLUMN approved_at timestamptz,
  ADD COLUMN refused_at timestamptz,
  ADD COLUMN refusal_reason text,
  ADD COLUMN decided_by bigint CONSTRAINT budgets_decided_by_fkey REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN paid_at timestamptz,
  ADD COLUMN created_by bigint CONSTRAINT budgets_created_by_fkey REFERENCES users (id) ON DELETE SET NULL;

CREATE INDEX budgets_status_idx ON budgets (status, valid_until);
CREATE INDEX budgets_created_at_idx ON budgets (created_at);

-- The days the quoted event is planned for; create-event gives the event these days.
CREATE TABLE budget_days (
  budget_id bigint NOT NULL CONSTRAINT budget_days_budget_id_fkey REFERENCES budgets (id) ON DELETE CASCADE,
  date      date NOT NULL,
  CONSTRAINT budget_days_pkey PRIMARY KEY (budget_id, date)
);

-- Payment requests: PENDING → APPROVED (the payable is created) → PAID (the payable is paid and
-- the staff day confirmed paid), or CANCELLED (with a reason) while not PAID.
ALTER TABLE payment_requests DROP CONSTRAINT payment_requests_status_check;
ALTER TABLE payment_requests
  ADD CONSTRAINT payment_requests_status_check CHECK (status IN ('PENDING', 'APPROVED', 'PAID', 'CANCELLED')),
  ADD COLUMN approved_at   timestamptz,
  ADD COLUMN approved_by   bigint CONSTRAINT payment_requests_approved_by_fkey REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN cancelled_at  timestamptz,
  ADD COLUMN cancelled_by  bigint CONSTRAINT payment_requests_cancelled_by_fkey REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN cancel_reason text;
