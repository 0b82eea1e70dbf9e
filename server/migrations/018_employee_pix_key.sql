-- The employee keeps a PIX key and its type (Banco Central's DICT kinds). Only adds: two nullable
-- columns, and the key copied from the employee's approved registration request (the latest) where
-- the employee has none. The keys of requests were checked when sent (pixKeyProblem), so the type
-- is read from the key's form here as the contract's pixKeyType reads it: a random key (UUID), an
-- e-mail, '+55…' a phone, 14 digits a CNPJ, 11 digits a CPF when its check digits hold and else a
-- phone, 10, 12 or 13 digits a phone.
ALTER TABLE employees
  ADD COLUMN pix_key text CONSTRAINT employees_pix_key_length_check CHECK (char_length(pix_key) BETWEEN 1 AND 140),
  ADD COLUMN pix_key_type text CONSTRAINT employees_pix_key_type_check CHECK (pix_key_type IN ('CPF', 'CNPJ', 'EMAIL', 'PHONE', 'EVP')),
  ADD CONSTRAINT employees_pix_key_pair_check CHECK ((pix_key IS NULL) = (pix_key_type IS NULL));

WITH latest AS (
  SELECT DISTINCT ON (r.employee_id) r.employee_id, btrim(r.pix_key) AS pix_key
  FROM registration_requests r
  WHERE r.status = 'APPROVED' AND r.employee_id IS NOT NULL AND btrim(r.pix_key) <> ''
  ORDER BY r.employee_id, r.reviewed_at DESC NULLS LAST, r.id DESC
), digits AS (
  SELECT employee_id, pix_key, regexp_replace(pix_key, '\D', '', 'g') AS d FROM latest
), typed AS (
  SELECT employee_id, pix_key,
    CASE
      WHEN pix_key ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN 'EVP'
      WHEN position('@' IN pix_key) > 0 THEN 'EMAIL'
      WHEN pix_key LIKE '+%' THEN 'PHONE'
      WHEN length(d) = 14 THEN 'CNPJ'
      WHEN length(d) = 11 AND d !~ '^(\d)\1{10}$'
        AND ((SELECT sum(substr(d, i, 1)::int * (11 - i)) FROM generate_series(1, 9) AS i) * 10 % 11) % 10 = substr(d, 10, 1)::int
        AND ((SELECT sum(substr(d, i, 1)::int * (12 - i)) FROM generate_series(1, 10) AS i) * 10 % 11) % 10 = substr(d, 11, 1)::int
        THEN 'CPF'
      WHEN length(d) IN (10, 11, 12, 13) THEN 'PHONE'
    END AS pix_key_type
  FROM digits
)
UPDATE employees e
SET pix_key = t.pix_key, pix_key_type = t.pix_key_type
FROM typed t
WHERE e.id = t.employee_id AND e.pix_key IS NULL AND t.pix_key_type IS NOT NULL AND char_length(t.pix_key) <= 140;
