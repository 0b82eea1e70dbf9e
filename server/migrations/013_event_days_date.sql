-- 013_event_days_date: the dashboard counts the events of today and of the next 7 days by their
-- days' dates (GET /api/events/counts); the (event_id, date) key of 001 cannot serve a date range.
CREATE INDEX event_days_date_idx ON event_days (date);
