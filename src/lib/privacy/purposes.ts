/**
 * What we may use a patient's data for, one consent each (DPDP Act 2023 s.6: consent per
 * specified purpose). "call" is the consent the lead form needs to submit; the other two are
 * single ticks under the consent line, off unless ticked.
 */
export const PURPOSES = ["call", "whatsapp", "marketing"] as const;
export type Purpose = (typeof PURPOSES)[number];

/** Where a consent was given or withdrawn (a column of the consent ledger). */
export const CONSENT_CHANNELS = ["form", "my_data", "stop_link", "care_team"] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

export type Consents = Record<Purpose, boolean>;

/**
 * The version of the itemised notice (/data-notice) and the form's consent line. Change it with
 * their wording: every ledger row keeps the version the patient saw.
 */
export const NOTICE_VERSION = "2026-11-26";
export const NOTICE_PATH = "/data-notice";
export const MY_DATA_PATH = "/my-data";
export const STOP_PATH = "/stop";

/** The optional ticks a lead request may carry (absent: not given). */
export interface OptionalConsents {
  whatsapp?: boolean;
  marketing?: boolean;
}

export function isPurpose(value: unknown): value is Purpose {
  return typeof value === "string" && (PURPOSES as readonly string[]).includes(value);
}

/** The purposes as the console names them (English only, like the rest of the console). */
export const STAFF_PURPOSE_LABELS: Record<Purpose, string> = {
  call: "Calls about this request",
  whatsapp: "WhatsApp updates",
  marketing: "Health tips and offers",
};
