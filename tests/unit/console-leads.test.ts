import { describe, expect, it } from "vitest";
import { csvCell, csvRow, neutraliseCell } from "@/src/lib/csv";
import { callLanguage } from "@/src/lib/console/lead-format";
import {
  leadFiltersQuery,
  likePrefix,
  mobileQuery,
  overdueCutoff,
  parseLeadFilters,
} from "@/src/lib/console/lead-filters";
import { dueAt, slaState } from "@/src/lib/console/sla";

describe("CSV cells", () => {
  it("[CS-55] prefixes a quote to cells that begin with = + - @ tab or CR, and quotes as RFC 4180", () => {
    expect(neutraliseCell('=HYPERLINK("http://x","y")')).toBe(`'=HYPERLINK("http://x","y")`);
    expect(neutraliseCell("+919876543210")).toBe("'+919876543210");
    expect(neutraliseCell("-2")).toBe("'-2");
    expect(neutraliseCell("@x")).toBe("'@x");
    expect(neutraliseCell("\t=1")).toBe("'\t=1");
    expect(neutraliseCell("\r=1")).toBe("'\r=1");
    expect(neutraliseCell("Asha = fine")).toBe("Asha = fine");
    expect(csvCell('=A1,"x"')).toBe(`"'=A1,""x"""`);
    expect(csvCell(null)).toBe("");
    expect(csvCell(12)).toBe("12");
    expect(csvCell(new Date("2026-01-02T03:04:05Z"))).toBe("2026-01-02T03:04:05.000Z");
    expect(csvRow(["a", "b\nc", -1])).toBe(`a,"b\nc",'-1\r\n`);
  });
});

describe("inbox filters", () => {
  it("[CS-46] reads the GET form's filters, drops malformed ones and writes them back", () => {
    const f = parseLeadFilters({
      status: "contacted",
      city: " Pune ",
      from: "2026-11-01",
      to: "nope",
      overdue: "1",
      sort: "oldest",
      page: "3",
      assignee: "me",
    });
    expect(f).toMatchObject({
      status: "contacted",
      city: "pune",
      from: "2026-11-01",
      overdue: true,
      sort: "oldest",
      page: 3,
      assignee: "me",
    });
    expect(f.to).toBeUndefined();
    expect(parseLeadFilters({ status: "lost", page: "-1" })).toMatchObject({
      status: undefined,
      page: undefined,
    });
    expect(leadFiltersQuery(f)).toBe(
      "?status=contacted&city=pune&from=2026-11-01&assignee=me&sort=oldest&overdue=1",
    );
    expect(leadFiltersQuery({}, 2)).toBe("?page=2");
  });

  it("[CS-47] tells a mobile number from a name and escapes LIKE wildcards", () => {
    expect(mobileQuery("98765")).toBe("98765");
    expect(mobileQuery("+91 98765 43210")).toBe("9876543210");
    expect(mobileQuery("919876543210")).toBe("9876543210");
    expect(mobileQuery("98-765")).toBe("98765");
    expect(mobileQuery("Asha")).toBeNull();
    expect(likePrefix("50%_a\\")).toBe("50\\%\\_a\\\\%");
  });

  it("[CS-41][CS-46] the past-SLA cutoff splits overdue from waiting leads", () => {
    const rule = { minutes: 15, hours: "08:00-22:00" };
    // 12:00 IST on a weekday.
    const now = new Date("2026-11-25T06:30:00Z");
    const cut = overdueCutoff(now, rule);
    expect(Math.abs(cut.getTime() - (now.getTime() - 15 * 60_000))).toBeLessThanOrEqual(1000);
    const before = new Date(cut.getTime() - 1000);
    const after = new Date(cut.getTime() + 2000);
    expect(slaState({ createdAt: before, firstContactAt: null }, rule, now)).toBe("overdue");
    expect(slaState({ createdAt: after, firstContactAt: null }, rule, now)).toBe("waiting");
    // 08:05 IST: a lead from last night is due at 08:15, not yet overdue.
    const morning = new Date("2026-11-25T02:35:00Z");
    const night = new Date("2026-11-24T18:00:00Z");
    expect(dueAt(night, rule) > morning).toBe(true);
    expect(overdueCutoff(morning, rule) < night).toBe(true);
  });
});

describe("lead links and times", () => {
  it("[CS-57] Call and WhatsApp links carry the dial code and the number", async () => {
    const { telHref, whatsappHref } = await import("@/src/lib/console/lead-format");
    expect(telHref("91", "9876543210")).toBe("tel:+919876543210");
    expect(whatsappHref("+91", "98765 43210")).toBe("https://wa.me/919876543210");
  });

  it("[CS-49] the next call time is entered and shown in IST", async () => {
    const { istInputValue, parseIstInput } = await import("@/src/lib/console/lead-format");
    const d = parseIstInput("2026-11-26T14:30");
    expect(d?.toISOString()).toBe("2026-11-26T09:00:00.000Z");
    expect(istInputValue(d)).toBe("2026-11-26T14:30");
    expect(parseIstInput("")).toBeNull();
    expect(parseIstInput("tomorrow")).toBeUndefined();
  });
});

describe("[CS-90] the language to call in", () => {
  it("[CS-90] a lead from a Hindi page asks for a call in Hindi; English and unknown codes read as such", () => {
    expect(callLanguage("hi")).toBe("Hindi: call in Hindi");
    expect(callLanguage("en")).toBe("English");
    expect(callLanguage(null)).toBe("Not recorded");
    expect(callLanguage("ta")).toBe("ta");
  });
});
