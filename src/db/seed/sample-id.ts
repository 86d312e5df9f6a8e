import "server-only";

/**
 * Identifiers of sample data that no one can mistake for real ones: registration, certificate
 * and empanelment numbers all read `SAMPLE-<KIND>-<6+ digits>` (e.g. SAMPLE-DMC-000123).
 */
export const SAMPLE_ID_PATTERN = /^SAMPLE-[A-Z]+-\d{6,}$/;

export function sampleId(kind: string, n: number): string {
  if (!/^[A-Z]+$/.test(kind)) throw new Error(`Sample id kind must be capital letters: ${kind}`);
  return `SAMPLE-${kind}-${String(n).padStart(6, "0")}`;
}
