/**
 * The form's check before it submits (LF-57: submit runs validation): the shared schema that
 * `webleadcreate` runs, mapped back onto the form's fields.
 */
import { FIELD_MESSAGE_KEY, type FieldKey, fieldOfPayloadKey, type ResolvedFields } from "./fields";
import { leadRequestSchema, leadRuleIssues } from "./schema";

export type FieldMessageKey = (typeof FIELD_MESSAGE_KEY)[FieldKey];

/**
 * `{ ok: true }` when the body may be sent; otherwise the fields to mark, in the order their
 * issues were found, each with the key of its message (messages/*\/lead.json `errors`). A body
 * can fail on something no field shows (an unknown key): then `fields` is empty and nothing is
 * sent either.
 */
export function checkLeadBody(
  body: Record<string, unknown>,
  resolved: ResolvedFields,
): { ok: true } | { ok: false; fields: [FieldKey, FieldMessageKey][] } {
  const parsed = leadRequestSchema.safeParse(body);
  if (parsed.success) return { ok: true };
  // The schema's issues, plus every rule over the trimmed values (the schema skips its rules
  // when a field already failed its type check).
  const trimmed = Object.fromEntries(
    Object.entries(body).map(([k, v]) => [k, typeof v === "string" ? v.trim() : v]),
  );
  const paths = [
    ...parsed.error.issues.map((issue) => String(issue.path[0] ?? "")),
    ...leadRuleIssues(trimmed, resolved).map((issue) => issue.path),
  ];
  const fields = new Map<FieldKey, FieldMessageKey>();
  for (const path of paths) {
    const field = fieldOfPayloadKey(path, resolved);
    if (field && !fields.has(field)) fields.set(field, FIELD_MESSAGE_KEY[field]);
  }
  return { ok: false, fields: [...fields] };
}
