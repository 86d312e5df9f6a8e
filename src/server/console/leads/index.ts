import "server-only";

/**
 * The care team's lead desk, one module per job: the inbox (list), one lead (detail), working it
 * (work), the CSV download (export), due times and the agent's day (due) and a lead's story
 * (timeline); scope.ts holds what they share. Callers import this
 * folder, so the split is invisible to them: docs/decisions/0028-feature-folders.md.
 */
export type { LeadRow } from "@/src/lib/console/lead-view";
export { type LeadDetail, getLeadForStaff, readLeadPhoto } from "./detail";
export {
  DUE_LIST_CAP,
  DUE_LIST_NAMES,
  type DueListName,
  type DueRow,
  dueList,
  recomputeDue,
  refreshStaleDue,
} from "./due";
export { EXPORT_BATCH, exportLeadsCsv } from "./export";
export { countOverdue, type LeadPage, listLeads, newestLeadId, OVERDUE_COUNT_CAP } from "./list";
export { LeadError, leadInScope, scopeWhere } from "./scope";
export { leadTimeline } from "./timeline";
export {
  addLeadNote,
  assignableStaff,
  assignLead,
  type LeadWorkChange,
  NOTE_MAX,
  recordContactTap,
  retryCrmDelivery,
  takeLead,
  updateLeadWork,
} from "./work";
