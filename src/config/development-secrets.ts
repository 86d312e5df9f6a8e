/**
 * The development values of the secrets that have one. They are public (they are in this file),
 * fine on a laptop (`npm run dev`) and in the tests, and refused by a production server
 * (env.ts `productionSecretProblems`): anyone could sign OTP proofs, stop links and staff
 * sessions with them. `npm start` makes random per-install secrets instead
 * (scripts/install-secrets.mjs).
 */
export const DEVELOPMENT_OTP_SECRET = "vaidya-development-otp-secret-do-not-use-in-production";
export const DEVELOPMENT_STAFF_SECRET = "vaidya-development-staff-secret-not-for-production-use";
