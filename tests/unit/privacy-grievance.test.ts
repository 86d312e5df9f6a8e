import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

/** The promise a patient reads on each page: who to write to, and by when we answer. */
const PAGES = [
  { file: "content/pages/en/privacy.md", days: /answer it within 7 days/ },
  { file: "content/pages/en/contact-us.md", days: /answer within 7 days/ },
  { file: "content/pages/hi/privacy.md", days: /7 दिनों में जवाब/ },
  { file: "content/pages/hi/contact-us.md", days: /7 दिनों में जवाब/ },
];

describe("[DP-8] grievance contact and breach runbook", () => {
  test.each(PAGES)(
    "[DP-8] $file names the grievance officer and the 7-day answer",
    ({ file, days }) => {
      const text = read(file);
      expect(text).toContain("privacy@vaidya.example");
      expect(text).toMatch(days);
      expect(text).toMatch(/48 (hours|घंटों)/);
    },
  );

  test("[DP-8] docs/operations.md has the breach runbook: who decides, the 72-hour report, the affected patients from the audit trail", () => {
    const ops = read("docs/operations.md");
    const start = ops.indexOf("## Personal data breach runbook");
    expect(start).toBeGreaterThan(-1);
    const runbook = ops.slice(start, ops.indexOf("\n## ", start + 1));
    expect(runbook).toContain("**Who decides.**");
    expect(runbook).toMatch(/full report within 72 hours/);
    expect(runbook).toMatch(/List the affected patients from the audit trail/);
    expect(runbook).toMatch(/from audit_log where actor_id/);
  });
});
