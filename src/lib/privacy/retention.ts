/**
 * The retention schedule (docs/operations.md "Retention schedule"), enforced by the daily
 * retention job (src/server/privacy/retention.ts). Changing a number here changes the job.
 */
export const RETENTION = {
  /** A selfie is deleted this many days after its lead was closed. */
  photoDaysAfterClose: 30,
  /** A lead that never became an appointment is anonymised this many months after it came in. */
  leadMonthsWithoutAppointment: 18,
  /** OTP records are deleted a day after they were sent (src/server/otp OTP_CODE_RETENTION_MS). */
  otpHours: 24,
  /** Audit trail and processing logs: at least a year (the audit table refuses earlier deletes). */
  auditMinDays: 365,
} as const;

/** Lead statuses that mean an appointment was made (such leads are kept for follow-up). */
export const APPOINTMENT_STATUSES = ["booked", "visited", "treated"] as const;

/** `now` minus whole calendar months (UTC), e.g. 18 months before 2028-05-10 is 2026-11-10. */
export function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now.getTime());
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 86_400_000);
}
