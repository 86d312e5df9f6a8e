/**
 * An Indian mobile number: 10 digits starting with 6-9 (LF-31, LF-32). No phone metadata needed.
 */
export const INDIAN_MOBILE = /^[6-9]\d{9}$/;
