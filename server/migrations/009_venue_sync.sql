-- 009_venue_sync: venue mode (DESIGN.md §9). Devices send offline check-ins/outs in batches, each
-- record keyed by the clientRecordId made at the tap, so a replayed record answers its first
-- outcome and changes nothing; each record carries the device clock, and records from a clock
-- further off than the system setting are flagged for the managers (the time still applies).

-- The log now holds every record a batch received, refused ones included (unknown link, finalized
-- event, link of another event or employee). A refused record whose link does not exist keeps
-- event_employee_id null; every other row still points at its link (and goes with it, CASCADE).
ALTER TABLE offline_sync_log
  ALTER COLUMN event_employee_id DROP NOT NULL,
  -- Null for rows of the per-link PATCH /event-employees/{id}/sync-offline.
  ADD COLUMN client_record_id uuid,
  ADD COLUMN outcome          text,
  -- The user signed in on the device at the tap (user_id is who sent it).
  ADD COLUMN recorded_by      bigint CONSTRAINT offline_sync_log_recorded_by_fkey REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN device_sent_at   timestamptz,
  -- Server clock minus device clock (ms) as the device knew it when the record was made.
  ADD COLUMN clock_offset_ms  bigint,
  -- Receive time minus device_sent_at (ms).
  ADD COLUMN clock_skew_ms    bigint,
  ADD COLUMN clock_flagged    boolean NOT NULL DEFAULT false;

UPDATE offline_sync_log SET outcome = CASE WHEN applied THEN 'applied' ELSE 'discarded' END;

ALTER TABLE offline_sync_log
  ALTER COLUMN outcome SET NOT NULL,
  ADD CONSTRAINT offline_sync_log_outcome_check CHECK (outcome IN ('applied', 'discarded', 'refused')),
  ADD CONSTRAINT offline_sync_log_applied_check CHECK (applied = (outcome = 'applied')),
  ADD CONSTRAINT offline_sync_log_link_check CHECK (event_employee_id IS NOT NULL OR outcome = 'refused'),
  -- Idempotency: one row per part (check-in, check-out) of a device record. Nulls (PATCH rows) never collide.
  ADD CONSTRAINT offline_sync_log_client_record_key UNIQUE (client_record_id, kind);

-- GET /events/{id}/clock-flags: the flagged rows of an event's links, newest first.
CREATE INDEX offline_sync_log_clock_flagged_idx ON offline_sync_log (event_employee_id, received_at DESC) WHERE clock_flagged;

ALTER TABLE system_settings
  ADD COLUMN clock_skew_minutes integer NOT NULL DEFAULT 5
    CONSTRAINT system_settings_clock_skew_minutes_check CHECK (clock_skew_minutes BETWEEN 1 AND 1440);
