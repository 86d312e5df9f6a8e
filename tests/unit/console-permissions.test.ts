import { describe, expect, it } from "vitest";
import {
  can,
  homeOf,
  STAFF_ACTIONS,
  STAFF_ROLE_NAMES,
  type StaffAction,
  type StaffRoleName,
} from "@/src/lib/console/permissions";

/** The whole matrix written out: a change to a role's rights must change this table too. */
const EXPECTED: Record<StaffRoleName, readonly StaffAction[]> = {
  agent: ["lead.view", "lead.work", "lead.take"],
  supervisor: [
    "lead.view",
    "lead.work",
    "lead.take",
    "lead.assign",
    "lead.all-cities",
    "lead.export",
    "queue.work",
    "queue.errors",
    "dashboard.view",
  ],
  editor: ["content.view", "content.edit", "content.publish", "queue.errors"],
  reviewer: ["content.view", "content.review"],
  admin: ["staff.manage", "audit.view", "dashboard.view"],
};

describe("the console's role × action matrix", () => {
  for (const role of STAFF_ROLE_NAMES) {
    for (const action of STAFF_ACTIONS) {
      const allowed = EXPECTED[role].includes(action);
      it(`[CS-10] ${role} ${allowed ? "may" : "may not"} ${action}`, () => {
        expect(can(role, action)).toBe(allowed);
      });
    }
  }

  it("[CS-10] each role lands on a page it may open", () => {
    expect(homeOf("supervisor")).toBe("/console");
    expect(homeOf("admin")).toBe("/console");
    expect(homeOf("agent")).toBe("/console/leads");
    expect(homeOf("editor")).toBe("/console/content");
    expect(homeOf("reviewer")).toBe("/console/content");
  });
});
