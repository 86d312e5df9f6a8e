-- Sign-in failure records are pruned by the hourly maintenance a day after their last failure
-- (src/server/staff/throttle.ts `pruneSignInFailures`): the batch delete finds them by this index.
CREATE INDEX "staff_sign_in_failures_last_failure_idx" ON "staff_sign_in_failures" USING btree ("last_failure_at");
