-- Business bounds (DESIGN.md §9). The API now refuses an amount over R$ 99.999.999,99 and a
-- business date outside 2000-01-01..2100-12-31 (a birth date before 1900-01-01). Rows stored before
-- the bounds are kept as they are, and the reports (which sum in unbounded numeric) read them; this
-- view lists them, one row per value out of bounds, so an operator can find and correct them. The
-- server logs what it lists when this migration is applied (db/business-bounds.ts).
CREATE VIEW business_bound_violations AS
WITH amounts (table_name, row_id, column_name, amount) AS (
  SELECT 'employees', id, 'pay_rate', pay_rate FROM employees
  UNION ALL SELECT 'event_employees', id, 'pay_rate', pay_rate FROM event_employees
  UNION ALL SELECT 'payment_requests', id, 'amount', amount FROM payment_requests
  UNION ALL SELECT 'service_catalog', id, 'unit_price', unit_price FROM service_catalog
  UNION ALL SELECT 'budgets', id, 'discount', discount FROM budgets
  UNION ALL SELECT 'budget_items', id, 'unit_price', unit_price FROM budget_items
  UNION ALL SELECT 'accounts_receivable', id, 'amount', amount FROM accounts_receivable
  UNION ALL SELECT 'accounts_payable', id, 'amount', amount FROM accounts_payable
  UNION ALL SELECT 'account_payments', id, 'amount', amount FROM account_payments
  UNION ALL SELECT 'recurring_accounts', id, 'amount', amount FROM recurring_accounts
  UNION ALL SELECT 'inventory_items', id, 'unit_cost', unit_cost FROM inventory_items
  UNION ALL SELECT 'inventory_transactions', id, 'unit_cost', unit_cost FROM inventory_transactions
),
dates (table_name, row_id, column_name, day, earliest) AS (
  SELECT 'event_days', id, 'date', date, date '2000-01-01' FROM event_days
  UNION ALL SELECT 'budget_days', budget_id, 'date', date, date '2000-01-01' FROM budget_days
  UNION ALL SELECT 'budgets', id, 'valid_until', valid_until, date '2000-01-01' FROM budgets WHERE valid_until IS NOT NULL
  UNION ALL SELECT 'accounts_receivable', id, 'due_date', due_date, date '2000-01-01' FROM accounts_receivable
  UNION ALL SELECT 'accounts_receivable', id, 'issue_date', issue_date, date '2000-01-01' FROM accounts_receivable
  UNION ALL SELECT 'accounts_payable', id, 'due_date', due_date, date '2000-01-01' FROM accounts_payable
  UNION ALL SELECT 'accounts_payable', id, 'issue_date', issue_date, date '2000-01-01' FROM accounts_payable
  UNION ALL SELECT 'account_payments', id, 'payment_date', payment_date, date '2000-01-01' FROM account_payments
  UNION ALL SELECT 'recurring_accounts', id, 'start_date', start_date, date '2000-01-01' FROM recurring_accounts
  UNION ALL SELECT 'recurring_accounts', id, 'end_date', end_date, date '2000-01-01' FROM recurring_accounts WHERE end_date IS NOT NULL
  UNION ALL SELECT 'defaulter_contacts', id, 'contact_date', contact_date, date '2000-01-01' FROM defaulter_contacts
  UNION ALL SELECT 'defaulter_agreements', id, 'new_due_date', new_due_date, date '2000-01-01' FROM defaulter_agreements
  UNION ALL SELECT 'inventory_transactions', id, 'date', date, date '2000-01-01' FROM inventory_transactions
  UNION ALL SELECT 'registration_links', id, 'expires_on', expires_on, date '2000-01-01' FROM registration_links
  UNION ALL SELECT 'registration_requests', id, 'birth_date', birth_date, date '1900-01-01' FROM registration_requests
)
SELECT table_name, row_id, column_name, amount::text AS value FROM amounts WHERE amount > 99999999.99
UNION ALL
SELECT table_name, row_id, column_name, day::text FROM dates WHERE day < earliest OR day > date '2100-12-31';
