-- A sign-in code works once. The authenticator check accepts a code for its 30-second step and
-- one step either side; the codes that signed a person in during the last 90 seconds are kept
-- here (`<sha256>@<epoch ms>`), so that a code seen over someone's shoulder cannot sign in again.
ALTER TABLE "staff_two_factors" ADD COLUMN "recent_codes" text[] DEFAULT '{}'::text[] NOT NULL;
