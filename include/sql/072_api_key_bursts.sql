-- A burst limit per key, on top of the daily limits: a token bucket (in
-- Redis, shared by every API worker) refilled at burst_rate requests per
-- second and holding at most burst_size. NULL = the service's default
-- (USENET_API_BURST_RATE, USENET_API_BURST_SIZE); burst_rate 0 = no burst
-- limit for this key whatever the default.
ALTER TABLE api_keys ADD COLUMN IF NOT EXISTS burst_rate real
    CHECK (burst_rate IS NULL OR burst_rate >= 0);
ALTER TABLE api_keys ADD COLUMN IF NOT EXISTS burst_size integer
    CHECK (burst_size IS NULL OR burst_size >= 1);
