import { eq } from "drizzle-orm";
import { POST as createleadcrm } from "@/app/api/lead/createleadcrm/route";
import { POST as surveyPost } from "@/app/api/lead/survey/route";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/src/db/client";
import { crmOutbox, leadIdempotencyKeys, leads } from "@/src/db/schema";
import { CONSENT_VERSION } from "@/src/lib/lead/consent";
import { LEAD_MESSAGES as M } from "@/src/lib/lead/schema";
import { LEAD_RATE_RULE } from "@/src/server/leads/http";
import { pruneIdempotencyKeys } from "@/src/server/leads/service";
import { consume } from "@/src/server/ratelimit";
import { ThankYouGreeting } from "@/src/ui/thankyou/greeting";
import { createTestDb } from "../fixtures/db";
import { fromAddress } from "./auth-support";
import {
  type Answer,
  createLeadRequest,
  leadCount,
  minimalLead,
  outboxCount,
} from "./lead-fixtures";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

async function storedLead(id: number) {
  const [row] = await handle.db.select().from(leads).where(eq(leads.id, id));
  if (!row) throw new Error(`lead ${id} not stored`);
  return row;
}

/** Every spec §3 lead field, as the form of variant 3 sends them, plus attribution. */
const FULL_LEAD = {
  NameData: "Asha Verma",
  LeadTypeData: "Appointment",
  PageTypeData: "Condition",
  PageNameData: "Piles – symptoms and treatment",
  MobileNoData: "9876543210",
  EmailIdData: "asha@example.com",
  QueryData: "Bleeding for two weeks",
  CityData: "Delhi NCR",
  CreatedDateData: "2026-11-22T08:00:00.000Z",
  IsActiveData: 1,
  InsuranceNameData: "Star Health",
  ProcedureNameData: "Laser Piles Surgery",
  Zutm_sourcedata: "google",
  Zutm_campaigndata: "piles-delhi",
  Zutm_mediumdata: "cpc",
  Zutm_termdata: "piles doctor",
  condition_data: "Piles",
  lead_sourcedata: "google",
  lead_channeldata: "Website",
  PageLanguage: "en",
  PageDepartment: "General Surgery",
  Keyword_Text: "piles doctor",
  Keyword_Match_Type: "e",
  campaignid: "12345",
  IsInsurance: "Yes",
  IsConsultwithDoctor: "No",
  Remark: "Prefers a female doctor",
  docotrid: 11,
  hospitalid: 7,
  GCLID: "Cj0KCQ-test",
  LeadTier: 1,
  Network: "g",
  ip: "1.2.3.4",
  vendorId: "v-1",
  leadFormVariant: "3",
  captchascore: 0.9,
  Page_Variant: "B",
  insuranceType: "Private",
  Callback_Input: "Morning",
  Prior_Consultation: "Medicines",
  Requested_Consultation: "Yes",
  Preferred_City: "Mumbai",
  Adset_Id: "creative-9",
  report: "https://example.com/report.pdf",
  countryCode: "+91",
  pilesSeverityScore: 7,
  pilesSeverity: "Grade 2",
  cataractLens: "Monofocal",
  bmi: 24.5,
  placement: "hero",
  site_source_name: "vaidya-web",
  locality: "Saket",
  entity: "condition:piles",
  utm_term: "kwd-123",
  qualifying: "hot",
  TBCLID: "tb-1",
  height: 162,
  weight: 64.5,
  Monthly_Salary: 50000,
  attribution: {
    source: "google",
    medium: "cpc",
    gclid: "Cj0KCQ-test",
    gad: "1",
    keyword: "piles doctor",
    landingPage: "/condition/piles",
  },
  consentVersion: CONSENT_VERSION,
};

describe("POST /lead/v1/admin/webleadcreate – a valid lead", () => {
  it("[LF-2][AP-5][AP-6][AP-10][AP-11] stores every lead field, the attribution, IP, user agent and consent, then answers data[0].Id", async () => {
    const before = Date.now();
    const { response, body } = await createLeadRequest(FULL_LEAD, {
      ...fromAddress("203.0.113.9"),
      "user-agent": "Mozilla/5.0 (Linux; Android 13)",
    });
    expect(response.status).toBe(200);
    expect(body.status).toEqual({ code: 200, message: "Success" });
    expect(body.error).toEqual([]);
    const [answer] = body.data ?? [];
    expect(answer?.Id).toBeGreaterThan(0);
    expect(answer?.surveyToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.headers.get("cache-control")).toBe("private, no-store, no-transform");

    const row = await storedLead(answer?.Id ?? 0);
    // captchascore is the server's (LF-4); LeadTier 1 is what the rules give here too.
    const {
      attribution,
      consentVersion,
      ip: _ip,
      countryCode: _cc,
      captchascore: _score,
      ...fields
    } = FULL_LEAD;
    for (const [key, value] of Object.entries(fields)) {
      expect(row[key as keyof typeof row], key).toEqual(value);
    }
    expect(row.captchascore).toBe(0);
    expect(row.countryCode).toBe("91");
    expect(row.ip).toBe("203.0.113.9");
    expect(row.userAgent).toBe("Mozilla/5.0 (Linux; Android 13)");
    expect(row.attribution).toEqual(attribution);
    expect(row.consentVersion).toBe(consentVersion);
    expect(row.consentAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.surveyTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.surveyTokenHash).not.toContain(answer?.surveyToken);
  });

  it("[AP-12][AP-15] writes the CRM outbox entry atomically with the lead, shaped as spec §7", async () => {
    const { body } = await createLeadRequest(FULL_LEAD);
    const id = body.data?.[0]?.Id ?? 0;
    const [entry] = await handle.db.select().from(crmOutbox).where(eq(crmOutbox.leadId, id));
    expect(entry?.status).toBe("pending");
    expect(entry?.attempts).toBe(0);
    expect(entry?.payload).toMatchObject({
      name: "Asha Verma",
      phoneno: "9876543210",
      message: "Bleeding for two weeks",
      city: "Delhi NCR",
      procedure: "Laser Piles Surgery",
      condition: "Piles",
      utm_source: "google",
      doctorid: 11,
      hospitalid: 7,
      LeadTier: 1,
      Country_Code: "91",
      BMI_kg_m2: 24.5,
      Piles_Severity_Score: 7,
      InsuranceName: "Star Health",
    });
  });

  it("[LF-3][LF-4][LF-5][LF-6][AP-7] fills the defaults: IsActiveData 1, captchascore 0.0, countryCode 91, pilesSeverityScore 0, LeadTier 0 when unset", async () => {
    const { response, body } = await createLeadRequest({
      NameData: "Ravi",
      MobileNoData: "9123456780",
      CityData: "Pune",
      leadFormVariant: "0",
    });
    expect(response.status).toBe(200);
    const row = await storedLead(body.data?.[0]?.Id ?? 0);
    expect(row.IsActiveData).toBe(1);
    expect(row.captchascore).toBe(0);
    expect(row.countryCode).toBe("91");
    expect(row.pilesSeverityScore).toBe(0);
    expect(row.LeadTier).toBe(0);
    expect(row.consentVersion).toBe(CONSENT_VERSION);
  });

  it("[AP-8] removes a leading + from countryCode", async () => {
    const { body } = await createLeadRequest(
      minimalLead({ countryCode: "+971", MobileNoData: "501234567" }),
    );
    const row = await storedLead(body.data?.[0]?.Id ?? 0);
    expect(row.countryCode).toBe("971");
    expect(row.MobileNoData).toBe("501234567");
  });

  it("[LF-33] with another country code the mobile number is not format-checked", async () => {
    const { response } = await createLeadRequest(
      minimalLead({ countryCode: "44", MobileNoData: "12345" }),
    );
    expect(response.status).toBe(200);
  });

  it("[LF-69] choosing an insurance type stores IsInsurance yes", async () => {
    const { body } = await createLeadRequest(
      minimalLead({
        leadFormVariant: "3",
        ProcedureNameData: "Cataract Surgery",
        insuranceType: "Govt.",
        formRequirements: { insurance: "off" },
      }),
    );
    const row = await storedLead(body.data?.[0]?.Id ?? 0);
    expect(row.IsInsurance).toBe("Yes");
    expect(row.insuranceType).toBe("Govt.");
  });

  it("[SH-21] the two extra forms of /authors are stored with their variants (5: e-mail and query; 6: city and treatment)", async () => {
    const five = await createLeadRequest(
      minimalLead({
        leadFormVariant: "5",
        PageTypeData: "Authors",
        CityData: undefined,
        EmailIdData: "editor.reader@example.com",
        QueryData: "Is the knee article reviewed by a surgeon?",
      }),
    );
    const six = await createLeadRequest(
      minimalLead({
        leadFormVariant: "6",
        PageTypeData: "Authors",
        CityData: "Pune",
        ProcedureNameData: "Knee Replacement",
      }),
    );
    expect([five.response.status, six.response.status]).toEqual([200, 200]);
    const [rowFive, rowSix] = await Promise.all([
      storedLead(five.body.data?.[0]?.Id ?? 0),
      storedLead(six.body.data?.[0]?.Id ?? 0),
    ]);
    expect(rowFive).toMatchObject({
      leadFormVariant: "5",
      PageTypeData: "Authors",
      EmailIdData: "editor.reader@example.com",
      QueryData: "Is the knee article reviewed by a surgeon?",
    });
    expect(rowSix).toMatchObject({
      leadFormVariant: "6",
      PageTypeData: "Authors",
      CityData: "Pune",
      ProcedureNameData: "Knee Replacement",
    });
  });

  it("keeps a Hindi name intact", async () => {
    const name = "आशा वर्मा (माँ के लिए)";
    const { response, body } = await createLeadRequest(minimalLead({ NameData: name }));
    expect(response.status).toBe(200);
    expect((await storedLead(body.data?.[0]?.Id ?? 0)).NameData).toBe(name);
  });

  it("stores a <script> name as plain text and renders it escaped", async () => {
    const name = "<script>alert('x')</script>";
    const { response, body } = await createLeadRequest(minimalLead({ NameData: name }));
    expect(response.status).toBe(200);
    const row = await storedLead(body.data?.[0]?.Id ?? 0);
    expect(row.NameData).toBe(name);
    const html = renderToStaticMarkup(
      createElement(ThankYouGreeting, { name: row.NameData, template: "Thank you, {name}!" }),
    );
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;");
  });
});

describe("POST /lead/v1/admin/webleadcreate – invalid input gets a 400 and writes nothing", () => {
  const hundredKb = "a".repeat(100 * 1024);
  const cases: [string, unknown, string][] = [
    ["[LF-30] a missing mobile", minimalLead({ MobileNoData: undefined }), M.mobile],
    ["[LF-30] an empty mobile", minimalLead({ MobileNoData: "" }), M.mobile],
    ["[LF-31] a 9-digit +91 mobile", minimalLead({ MobileNoData: "987654321" }), M.mobile],
    ["[LF-31] an 11-digit mobile", minimalLead({ MobileNoData: "98765432101" }), M.mobile],
    ["[LF-32] a mobile starting with 5", minimalLead({ MobileNoData: "5876543210" }), M.mobile],
    ["[LF-31] a mobile with letters", minimalLead({ MobileNoData: "98765abcde" }), M.mobile],
    ["[LF-31] a mobile sent as a number", minimalLead({ MobileNoData: 9876543210 }), M.mobile],
    ["[LF-29] a missing name", minimalLead({ NameData: "" }), M.name],
    ["[LF-29] a blank name", minimalLead({ NameData: "   " }), M.name],
    ["a name that is a number", minimalLead({ NameData: 42 }), M.name],
    ["a 100 KB name", minimalLead({ NameData: hundredKb }), M.name],
    [
      "[SC-10] a right-to-left override in a name",
      minimalLead({ NameData: "Asha\u202eamreV" }),
      M.name,
    ],
    ["[SC-10] a zero-width space in a name", minimalLead({ NameData: "As\u200bha" }), M.name],
    [
      "[SC-10] a zero-width joiner in a Latin name",
      minimalLead({ NameData: "As\u200dha" }),
      M.name,
    ],
    ["[SC-10] a name of Hangul fillers", minimalLead({ NameData: "\u3164\u3164" }), M.name],
    [
      "[LF-34] a bad email where the form hides the field (variant 0)",
      minimalLead({ EmailIdData: '=HYPERLINK("http://x")' }),
      M.email,
    ],
    ["[LF-35] a missing city", minimalLead({ CityData: undefined }), M.city],
    [
      "[LF-34] a bad email on variant 5",
      { ...minimalLead({ leadFormVariant: "5", CityData: undefined }), EmailIdData: "asha@" },
      M.email,
    ],
    [
      "[LF-36] a missing treatment on variant 1",
      minimalLead({ leadFormVariant: "1" }),
      M.treatment,
    ],
    [
      "[LF-36] neither treatment nor condition on variant 3",
      minimalLead({ leadFormVariant: "3", IsInsurance: "No" }),
      M.treatment,
    ],
    [
      "[LF-38] a missing speciality on variant 2",
      minimalLead({ leadFormVariant: "2", ProcedureNameData: "Other", hospitalid: 1 }),
      M.speciality,
    ],
    [
      "[LF-37] a missing hospital when hospitals are offered",
      minimalLead({
        leadFormVariant: "2",
        ProcedureNameData: "Other",
        PageDepartment: "Cardiology",
      }),
      M.hospital,
    ],
    [
      "[LF-40] an unanswered insurance question",
      minimalLead({ leadFormVariant: "3", ProcedureNameData: "Cataract Surgery" }),
      M.insurance,
    ],
    [
      "[LF-43] a missing insurance type after yes",
      minimalLead({
        leadFormVariant: "3",
        ProcedureNameData: "Cataract Surgery",
        IsInsurance: "Yes",
      }),
      M.insuranceType,
    ],
    [
      "[LF-44] a missing callback timing on variant 4",
      minimalLead({
        leadFormVariant: "4",
        PageDepartment: "Orthopaedics",
        IsConsultwithDoctor: "No",
        Requested_Consultation: "No",
      }),
      M.callbackTiming,
    ],
    [
      "[LF-45] an unanswered consulted-before question",
      minimalLead({
        leadFormVariant: "4",
        PageDepartment: "Orthopaedics",
        Callback_Input: "Morning",
        Requested_Consultation: "No",
      }),
      M.consultedBefore,
    ],
    [
      "[LF-46] an unanswered prior-consultation question",
      minimalLead({
        leadFormVariant: "4",
        PageDepartment: "Orthopaedics",
        Callback_Input: "Morning",
        IsConsultwithDoctor: "Yes",
        Requested_Consultation: "No",
      }),
      M.priorConsultation,
    ],
    [
      "[LF-47] an unanswered similar-consultation question",
      minimalLead({
        leadFormVariant: "4",
        PageDepartment: "Orthopaedics",
        Callback_Input: "Morning",
        IsConsultwithDoctor: "No",
        formRequirements: { preferredCity: "off" },
      }),
      M.similarConsultation,
    ],
    [
      "[LF-48] a missing preferred city after yes",
      minimalLead({
        leadFormVariant: "4",
        PageDepartment: "Orthopaedics",
        Callback_Input: "Morning",
        IsConsultwithDoctor: "No",
        Requested_Consultation: "Yes",
      }),
      M.preferredCity,
    ],
    [
      "[LF-39] an empty query where the page requires one",
      minimalLead({ formRequirements: { query: "required" } }),
      M.query,
    ],
    [
      "[LF-49] a missing locality where the page asks for one",
      minimalLead({ formRequirements: { locality: "required" } }),
      M.locality,
    ],
    ["an unknown field", minimalLead({ isAdmin: true }), "Unknown field: isAdmin"],
    ["LeadTier as a string", minimalLead({ LeadTier: "1" }), "LeadTier is invalid"],
    ["LeadTier out of range", minimalLead({ LeadTier: 9 }), "LeadTier is invalid"],
    ["an unknown variant", minimalLead({ leadFormVariant: "9" }), "leadFormVariant is invalid"],
    ["an unknown insurance type", minimalLead({ insuranceType: "Gold" }), M.insuranceType],
    [
      "an unknown attribution parameter",
      minimalLead({ attribution: { source: "x", evil: "y" } }),
      "Unknown field: evil",
    ],
    ["a body that is a list", [minimalLead()], "Invalid input: expected object, received array"],
  ];

  for (const [name, body, message] of cases) {
    it(`${name} → 400 '${message}'`, async () => {
      const leadsBefore = await leadCount(handle.db);
      const outboxBefore = await outboxCount(handle.db);
      const { response, body: answer } = await createLeadRequest(body);
      expect(response.status).toBe(400);
      expect(answer.status.code).toBe(400);
      expect(answer.error).toContain(message);
      expect(answer.data).toBeNull();
      expect(await leadCount(handle.db)).toBe(leadsBefore);
      expect(await outboxCount(handle.db)).toBe(outboxBefore);
    });
  }

  it("a body that is not JSON → 400, nothing written", async () => {
    const before = await leadCount(handle.db);
    const { response, body } = await createLeadRequest("{not json");
    expect(response.status).toBe(400);
    expect(body.error).toEqual(["Request body is not valid JSON"]);
    expect(await leadCount(handle.db)).toBe(before);
  });

  it("[LF-42] with the insurance question optional, no answer is fine", async () => {
    const { response } = await createLeadRequest(
      minimalLead({
        leadFormVariant: "3",
        ProcedureNameData: "Cataract Surgery",
        formRequirements: { insurance: "optional" },
      }),
    );
    expect(response.status).toBe(200);
  });

  it("[LF-48] with similar consultation 'No' the preferred city is not required", async () => {
    const { response } = await createLeadRequest(
      minimalLead({
        leadFormVariant: "4",
        PageDepartment: "Orthopaedics",
        Callback_Input: "Morning",
        IsConsultwithDoctor: "No",
        Requested_Consultation: "No",
      }),
    );
    expect(response.status).toBe(200);
  });

  it("[LF-37] with no hospitals offered the hospital is not required", async () => {
    const { response } = await createLeadRequest(
      minimalLead({
        leadFormVariant: "2",
        ProcedureNameData: "Other",
        PageDepartment: "Cardiology",
        formRequirements: { hospital: "off" },
      }),
    );
    expect(response.status).toBe(200);
  });
});

describe("POST /lead/v1/admin/webleadcreate – text safety and server fields", () => {
  it("[SC-9] a lone UTF-16 surrogate (half an emoji) is stored well-formed, lead and outbox, instead of a 500", async () => {
    // JSON.stringify writes a lone surrogate as the escape \ud83d, as browsers do.
    const cut = "Asha 😀".slice(0, 6);
    const { response, body } = await createLeadRequest(
      minimalLead({
        NameData: cut,
        QueryData: "knee pain \udc00",
        attribution: { keyword: "knee 😀".slice(0, 6), landingPage: "/" },
      }),
    );
    expect(response.status).toBe(200);
    const id = body.data?.[0]?.Id ?? 0;
    const row = await storedLead(id);
    expect(row.NameData).toBe("Asha \ufffd");
    expect(row.QueryData).toBe("knee pain \ufffd");
    expect(row.attribution).toMatchObject({ keyword: "knee \ufffd" });
    const [entry] = await handle.db.select().from(crmOutbox).where(eq(crmOutbox.leadId, id));
    expect(entry?.payload).toMatchObject({ name: "Asha \ufffd" });
  });

  it("[SC-10] a name written in Devanagari with its joiners is a name", async () => {
    const name = "क्\u200dष्मा";
    const { response, body } = await createLeadRequest(minimalLead({ NameData: name }));
    expect(response.status).toBe(200);
    expect((await storedLead(body.data?.[0]?.Id ?? 0)).NameData).toBe(name);
  });

  it("[SC-11] formula-looking text is kept as typed (CSV exports mark it: src/lib/csv.ts csvCell)", async () => {
    const name = '=HYPERLINK("http://evil.example","Asha")';
    const { response, body } = await createLeadRequest(minimalLead({ NameData: name }));
    expect(response.status).toBe(200);
    expect((await storedLead(body.data?.[0]?.Id ?? 0)).NameData).toBe(name);
  });

  it("[LF-3][LF-4][LF-7][AP-7] captchascore, IsActiveData and LeadTier are the server's, whatever the client sends", async () => {
    const cases: [Record<string, unknown>, number][] = [
      // Condition pages are tier 2; 'Other' keeps 2, a named city makes 1 (spec §4).
      [{ PageTypeData: "Condition", CityData: "Other", LeadTier: 1 }, 2],
      [{ PageTypeData: "Condition", CityData: "Pune", LeadTier: 3 }, 1],
      [{ PageTypeData: "CityWise_Doctors_Listing", CityData: "Other", LeadTier: 1 }, 3],
      [{ PageTypeData: "Home", CityData: "Pune", LeadTier: 1 }, 3],
      [{ PageTypeData: "Home", LeadTier: 2, insuranceType: "Private", leadFormVariant: "3" }, 1],
      // A page type the registry does not know: tier 0, unknown (spec §7).
      [{ PageTypeData: "Somewhere", LeadTier: 1 }, 0],
    ];
    for (const [fields, tier] of cases) {
      const lead = minimalLead({
        captchascore: 1,
        IsActiveData: 0,
        ProcedureNameData: "Knee Replacement",
        IsInsurance: "Yes",
        ...fields,
      });
      const { response, body } = await createLeadRequest(lead);
      expect(response.status, JSON.stringify(fields)).toBe(200);
      const id = body.data?.[0]?.Id ?? 0;
      const row = await storedLead(id);
      expect(
        { LeadTier: row.LeadTier, captchascore: row.captchascore, IsActiveData: row.IsActiveData },
        JSON.stringify(fields),
      ).toEqual({ LeadTier: tier, captchascore: 0, IsActiveData: 1 });
      const [entry] = await handle.db.select().from(crmOutbox).where(eq(crmOutbox.leadId, id));
      expect(entry?.payload).toMatchObject({ LeadTier: tier });
    }
  });

  it("[AP-38][SC-3] the lead's ip is the client's address, never what X-Forwarded-For claims", async () => {
    const junk = "<script>alert(1)</script>".padEnd(64, "x");
    const { body } = await createLeadRequest(minimalLead(), {
      ...fromAddress("198.51.100.31"),
      "x-forwarded-for": `${junk}, 203.0.113.5`,
    });
    expect((await storedLead(body.data?.[0]?.Id ?? 0)).ip).toBe("198.51.100.31");
  });
});

describe("POST /lead/v1/admin/webleadcreate – Idempotency-Key", () => {
  it("the same key twice gives one lead and the same Id", async () => {
    const before = await leadCount(handle.db);
    const key = crypto.randomUUID();
    const first = await createLeadRequest(minimalLead(), { "idempotency-key": key });
    const second = await createLeadRequest(minimalLead(), { "idempotency-key": key });
    expect(first.response.status).toBe(200);
    expect(second.response.status).toBe(200);
    expect(second.body.data?.[0]?.Id).toBe(first.body.data?.[0]?.Id);
    expect(await leadCount(handle.db)).toBe(before + 1);
  });

  it("[AP-46] every replay answers the first survey secret: the first browser's survey and createleadcrm calls keep working", async () => {
    const key = crypto.randomUUID();
    const first = await createLeadRequest(minimalLead(), { "idempotency-key": key });
    const { Id: id = 0, surveyToken: token = "" } = first.body.data?.[0] ?? {};
    for (let i = 0; i < 16; i++) {
      const replay = await createLeadRequest(minimalLead(), { "idempotency-key": key });
      expect(replay.body.data?.[0]).toEqual({ Id: id, surveyToken: token });
    }
    const post = (handler: (r: Request) => Promise<Response>, url: string, body: unknown) =>
      handler(
        new Request(`http://localhost${url}`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-lead-token": token },
          body: JSON.stringify(body),
        }),
      );
    const survey = {
      leadId: id,
      token,
      whenTreatment: "this-month",
      contactChannel: "whatsapp",
      contactTime: "evening",
    };
    expect((await post(surveyPost, "/api/lead/survey", survey)).status).toBe(200);
    const crm = await post(createleadcrm, `/api/lead/createleadcrm?leadId=${id}`, { name: "A" });
    expect(crm.status).toBe(200);
    // Another key with the same body is another lead with another secret.
    const other = await createLeadRequest(minimalLead(), {
      "idempotency-key": crypto.randomUUID(),
    });
    expect(other.body.data?.[0]?.surveyToken).not.toBe(token);
  });

  it("the same key with a different body gets 422 and writes nothing", async () => {
    const key = crypto.randomUUID();
    await createLeadRequest(minimalLead(), { "idempotency-key": key });
    const before = await leadCount(handle.db);
    const { response, body } = await createLeadRequest(minimalLead({ NameData: "Someone Else" }), {
      "idempotency-key": key,
    });
    expect(response.status).toBe(422);
    expect(body.error).toEqual(["Idempotency-Key was already used with a different request"]);
    expect(await leadCount(handle.db)).toBe(before);
  });

  it("ten concurrent retries with one key make exactly one row", async () => {
    const before = await leadCount(handle.db);
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        createLeadRequest(minimalLead(), { "idempotency-key": key }),
      ),
    );
    expect(answers.map((a) => a.response.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body.data?.[0]?.Id)).size).toBe(1);
    expect(await leadCount(handle.db)).toBe(before + 1);
  });

  it("a malformed key gets 400", async () => {
    const { response } = await createLeadRequest(minimalLead(), { "idempotency-key": "a b" });
    expect(response.status).toBe(400);
  });

  it("keys are kept at least 24 h: pruning removes only older ones", async () => {
    const key = crypto.randomUUID();
    await createLeadRequest(minimalLead(), { "idempotency-key": key });
    await pruneIdempotencyKeys(handle.db, new Date(Date.now() - 24 * 3_600_000));
    const kept = await handle.db
      .select()
      .from(leadIdempotencyKeys)
      .where(eq(leadIdempotencyKeys.key, key));
    expect(kept).toHaveLength(1);
    await pruneIdempotencyKeys(handle.db, new Date(Date.now() + 1000));
    const gone = await handle.db
      .select()
      .from(leadIdempotencyKeys)
      .where(eq(leadIdempotencyKeys.key, key));
    expect(gone).toHaveLength(0);
  });
});

describe("POST /lead/v1/admin/webleadcreate – load and limits", () => {
  it("200 concurrent submissions give 200 distinct rows", async () => {
    const before = await leadCount(handle.db);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        createLeadRequest(
          minimalLead({ NameData: `Patient ${i}`, MobileNoData: `9${String(i).padStart(9, "0")}` }),
        ),
      ),
    );
    expect(answers.every((a) => a.response.status === 200)).toBe(true);
    const ids = answers.map((a) => a.body.data?.[0]?.Id);
    expect(new Set(ids).size).toBe(200);
    expect(await leadCount(handle.db)).toBe(before + 200);
    expect(await outboxCount(handle.db)).toBeGreaterThanOrEqual(200);
  });

  it("per client IP: over LEAD_IP_LIMIT (60/h) leads are kept and flagged; over 10 × that, 429 with Retry-After", async () => {
    const ip = "198.51.100.77";
    let last: Answer<{ Id: number }[] | null> | undefined;
    for (let i = 0; i < 61; i++) {
      last = await createLeadRequest(minimalLead(), { ...fromAddress(ip) });
    }
    // The 61st lead (carrier-grade NAT: many patients, one address) is stored, flagged.
    expect(last?.response.status).toBe(200);
    expect((await storedLead(last?.body.data?.[0]?.Id ?? 0)).throttled).toBe(true);
    // Fill the bucket up to the hard ceiling (600) without 539 more requests.
    await consume(handle.db, LEAD_RATE_RULE(), ip, new Date(), 600 - 61);
    const before = await leadCount(handle.db);
    const over = await createLeadRequest(minimalLead(), { ...fromAddress(ip) });
    expect(over.response.status).toBe(429);
    expect(Number(over.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await leadCount(handle.db)).toBe(before);
  });
});

// The browser calls no outside services (its CSP allows connections to our origin only): the
// server fills what the spec's browser looked up elsewhere.
describe("[AP-38][AP-41] lead fields the server fills instead of the browser's look-ups", () => {
  it("[AP-38] the lead's ip is the address the request came from, whatever the body's ip says, in the lead and its CRM payload", async () => {
    const { response, body } = await createLeadRequest(minimalLead({ ip: "1.2.3.4" }), {
      ...fromAddress("203.0.113.77"),
    });
    expect(response.status).toBe(200);
    const id = body.data?.[0]?.Id ?? 0;
    expect((await storedLead(id)).ip).toBe("203.0.113.77");
    const [entry] = await handle.db.select().from(crmOutbox).where(eq(crmOutbox.leadId, id));
    expect(entry?.payload).toMatchObject({ ip: "203.0.113.77" });
    // A lead without the field gets it too.
    const bare = await createLeadRequest(minimalLead(), { ...fromAddress("2001:db8::5") });
    expect((await storedLead(bare.body.data?.[0]?.Id ?? 0)).ip).toBe("2001:db8::5");
  });

  it("[AP-41] the tier the GetTier field carried comes from the page type's own tier, with no call to the page: Condition 2, Home 3", async () => {
    for (const [pageType, sent, tier] of [
      ["Condition", 3, 2],
      ["Home", 1, 3],
      ["Blog", 0, 2],
    ] as const) {
      const { body } = await createLeadRequest(
        minimalLead({ PageTypeData: pageType, LeadTier: sent, CityData: "Other" }),
      );
      const row = await storedLead(body.data?.[0]?.Id ?? 0);
      expect(row.LeadTier, pageType).toBe(tier);
    }
  });
});
