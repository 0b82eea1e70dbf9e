-- A staff payment request whose payable is PAGO is PAID, and its staff day paid (SPEC §4). Every
-- path that settles a payable now does this in its own transaction; this brings rows settled before
-- that into line once, with the payable's last change as the payment time. Only updates rows still
-- PENDING or APPROVED.
WITH paid AS (
  UPDATE payment_requests pr SET status = 'PAID', paid_at = ap.updated_at, updated_at = now()
  FROM accounts_payable ap
  WHERE ap.payment_request_id = pr.id AND ap.status = 'PAGO' AND pr.status IN ('PENDING', 'APPROVED')
  RETURNING pr.event_employee_id
)
UPDATE event_employees SET paid = true, last_updated_at = now()
WHERE id IN (SELECT event_employee_id FROM paid) AND NOT paid;
