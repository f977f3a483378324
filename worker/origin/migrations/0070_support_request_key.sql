-- Decision 0075: a support request is stored once even when the button is pressed twice or the
-- browser retries. The form sends one random requestKey per attempt; a second request with the same
-- key answers the first one's supportId instead of storing again.
ALTER TABLE support_requests ADD COLUMN request_key TEXT;
CREATE UNIQUE INDEX IF NOT EXISTS support_requests_request_key ON support_requests (request_key);
