/**
 * The consent notice under the submit button (India's DPDP Act 2023; LF-13). Change the version
 * whenever the wording in messages/*\/lead.json `consent` or the linked policies change: each
 * lead stores the version the patient saw and when.
 */
export const CONSENT_VERSION = "2026-11-26";
export const TERMS_PATH = "/terms-conditions";
export const PRIVACY_PATH = "/privacy";
