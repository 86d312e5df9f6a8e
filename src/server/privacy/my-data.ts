import "server-only";
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "@/src/db";
import { consentLedger, crmOutbox, leadNotes, leadPhotos, leads, leadWork } from "@/src/db/schema";
import { istIso } from "@/src/lib/console/lead-format";
import type { ContactRules } from "@/src/lib/privacy/contact-rules";
import type { Consents, Purpose } from "@/src/lib/privacy/purposes";
import { cityNameIn } from "@/src/lib/catalog/city-names";
import type { Locale } from "@/src/lib/i18n";
import { conditionOptions, insurerOptions, treatmentOptions } from "../leads/options";
import { changeConsents, consentsOf, LeadUnavailableError } from "./consents";
import { enqueuePrivacyEvent } from "./events";

export interface Phone {
  countryCode: string;
  mobile: string;
}

export type PlainStatus =
  | "new"
  | "contacted"
  | "booked"
  | "visited"
  | "treated"
  | "closed"
  | "stopped"
  | "erased";

export interface MyRequest {
  id: number;
  createdAt: string;
  /** The personal fields we hold (only those with a value). */
  stored: Record<string, string | number>;
  /** `stored` as the page's language names the catalogue's values (requestsIn), for display. */
  shown?: Record<string, string | number>;
  photo: boolean;
  survey: Record<string, string> | null;
  status: PlainStatus;
  consents: Consents;
  contactRules: ContactRules | null;
  /** The care team's notes about the patient, oldest first (DP-33). */
  notes: { at: string; text: string }[];
  /** Who received it: our CRM once delivered, a hospital once booked. */
  sharedWith: ("crm" | "hospital")[];
  eraseDueAt: string | null;
}

const STORED_FIELDS = {
  name: leads.NameData,
  mobile: leads.MobileNoData,
  email: leads.EmailIdData,
  city: leads.CityData,
  treatment: leads.ProcedureNameData,
  condition: leads.condition_data,
  message: leads.QueryData,
  page: leads.PageNameData,
  insurance: leads.InsuranceNameData,
  preferredCity: leads.Preferred_City,
  callbackTime: leads.Callback_Input,
  // Every remark stored with the request, such as an estimate's (DP-33).
  remark: leads.Remark,
} as const;

/**
 * The care team's notes as one readable value of the stored fields (DP-33): each with its IST
 * time ("2026-11-20 10:00 IST: …"), so the page lists them with the rest in either language.
 */
function notesText(notes: readonly { at: string; text: string }[]): string {
  return notes
    .map((n) => `${istIso(n.at).slice(0, 16).replace("T", " ")} IST: ${n.text}`)
    .join(" · ");
}

/** The stored fields My data lists, each with a label in both languages (privacy messages). */
export const STORED_FIELD_KEYS = Object.keys(STORED_FIELDS) as (keyof typeof STORED_FIELDS)[];

const ofPhone = (phone: Phone) =>
  and(eq(leads.countryCode, phone.countryCode), eq(leads.MobileNoData, phone.mobile));

/** Every request made with this number, newest first, in the words My data shows. */
export async function myRequests(db: Database, phone: Phone): Promise<MyRequest[]> {
  const rows = await db
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      ...STORED_FIELDS,
      survey: leads.survey,
      consentCall: leads.consentCall,
      consentWhatsapp: leads.consentWhatsapp,
      consentMarketing: leads.consentMarketing,
      contactRules: leads.contactRules,
      eraseDueAt: leads.eraseDueAt,
      erasedAt: leads.erasedAt,
      status: leadWork.status,
      photo: leadPhotos.leadId,
      delivered: crmOutbox.deliveredAt,
    })
    .from(leads)
    .leftJoin(leadWork, eq(leadWork.leadId, leads.id))
    .leftJoin(leadPhotos, eq(leadPhotos.leadId, leads.id))
    .leftJoin(crmOutbox, eq(crmOutbox.leadId, leads.id))
    .where(ofPhone(phone))
    .orderBy(desc(leads.createdAt), desc(leads.id));
  const notes = rows.length
    ? await db
        .select({ leadId: leadNotes.leadId, at: leadNotes.createdAt, text: leadNotes.body })
        .from(leadNotes)
        .where(
          inArray(
            leadNotes.leadId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id))
    : [];
  return rows.map((r) => {
    const stored: Record<string, string | number> = {};
    for (const key of STORED_FIELD_KEYS) {
      const value = r[key];
      if (value !== null && value !== undefined && value !== "") stored[key] = value;
    }
    const own = notes
      .filter((n) => n.leadId === r.id)
      .map((n) => ({ at: new Date(n.at).toISOString(), text: n.text }));
    if (own.length) stored.careTeamNotes = notesText(own);
    const consents = consentsOf(r);
    const status: PlainStatus = r.erasedAt
      ? "erased"
      : !consents.call && (r.status === "new" || r.status === null)
        ? "stopped"
        : (r.status ?? "new");
    const sharedWith: MyRequest["sharedWith"] = [];
    if (r.delivered) sharedWith.push("crm");
    if (r.status === "booked" || r.status === "visited" || r.status === "treated") {
      sharedWith.push("hospital");
    }
    return {
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      stored,
      photo: r.photo !== null,
      survey: r.survey ?? null,
      status,
      consents,
      contactRules: r.contactRules ?? null,
      notes: own,
      sharedWith,
      eraseDueAt: r.eraseDueAt?.toISOString() ?? null,
    };
  });
}

/** Everything we hold for this number, as the download gives it (requests and consent history). */
export async function exportMyData(db: Database, phone: Phone, now: Date) {
  const requests = await myRequests(db, phone);
  const ids = requests.map((r) => r.id);
  const ledger =
    ids.length === 0
      ? []
      : await db
          .select({
            leadId: consentLedger.leadId,
            purpose: consentLedger.purpose,
            action: consentLedger.action,
            channel: consentLedger.channel,
            noticeVersion: consentLedger.noticeVersion,
            at: consentLedger.at,
          })
          .from(consentLedger)
          .where(inArray(consentLedger.leadId, ids))
          .orderBy(consentLedger.at, consentLedger.id);
  return {
    exportedAt: now.toISOString(),
    mobile: `+${phone.countryCode}${phone.mobile}`,
    requests,
    consentHistory: ledger.map((l) => ({ ...l, at: l.at.toISOString() })),
  };
}

/** The lead, if it was made with this number and is not erased (else a 404 for the caller). */
async function ownLead(db: Database, phone: Phone, leadId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.id, leadId), ofPhone(phone), isNull(leads.erasedAt)));
  return row !== undefined;
}

export async function setMyConsent(
  db: Database,
  phone: Phone,
  leadId: number,
  purpose: Purpose,
  given: boolean,
  now: Date,
): Promise<Consents | null> {
  if (!(await ownLead(db, phone, leadId))) return null;
  try {
    const { consents } = await changeConsents(db, leadId, { [purpose]: given }, "my_data", now);
    return consents;
  } catch (error) {
    if (error instanceof LeadUnavailableError) return null;
    throw error;
  }
}

/** Name and city on every (not erased) request of this number; the CRM hears of each. */
export async function correctMyDetails(
  db: Database,
  phone: Phone,
  details: { name: string; city: string },
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(leads)
      .set({ NameData: details.name, CityData: details.city })
      .where(and(ofPhone(phone), isNull(leads.erasedAt)))
      .returning({ id: leads.id });
    for (const { id } of changed) {
      await enqueuePrivacyEvent(tx, id, "lead.details_corrected", { ...details }, now);
    }
    return changed.length;
  });
}

/** Contact rules on every (not erased) request of this number; the CRM hears of each. */
export async function setMyContactRules(
  db: Database,
  phone: Phone,
  rules: ContactRules,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(leads)
      .set({ contactRules: rules })
      .where(and(ofPhone(phone), isNull(leads.erasedAt)))
      .returning({
        id: leads.id,
        consentCall: leads.consentCall,
        consentWhatsapp: leads.consentWhatsapp,
        consentMarketing: leads.consentMarketing,
      });
    for (const row of changed) {
      await enqueuePrivacyEvent(
        tx,
        row.id,
        "lead.contact_rules_changed",
        { consents: consentsOf(row), contactRules: rules, channel: "my_data" },
        now,
      );
    }
    return changed.length;
  });
}

/**
 * The requests as a page in `locale` shows them: on a Hindi page the catalogue's names a lead
 * stores in English (city, treatment, condition, insurer) in Hindi where the catalogue has
 * them (HI-18), as `shown`; `stored` keeps the values as held (the details form edits them).
 */
export async function requestsIn(
  db: Database,
  requests: MyRequest[],
  locale: Locale,
): Promise<MyRequest[]> {
  if (locale !== "hi" || requests.length === 0) return requests;
  const [treatmentList, conditionList, insurerList] = await Promise.all([
    treatmentOptions(db),
    conditionOptions(db),
    insurerOptions(db),
  ]);
  const hindi = new Map<string, string>();
  for (const t of treatmentList) if (t.nameHi) hindi.set(`treatment:${t.ProcedureName}`, t.nameHi);
  for (const c of conditionList) if (c.nameHi) hindi.set(`condition:${c.DiseaseName}`, c.nameHi);
  for (const i of insurerList)
    if (i.InsurerNameHi) hindi.set(`insurance:${i.InsurerName}`, i.InsurerNameHi);
  return requests.map((r) => {
    const shown = { ...r.stored };
    for (const [key, value] of Object.entries(shown)) {
      if (typeof value !== "string") continue;
      if (key === "city" || key === "preferredCity") shown[key] = cityNameIn("hi", { name: value });
      else shown[key] = hindi.get(`${key}:${value}`) ?? value;
    }
    return { ...r, shown };
  });
}
