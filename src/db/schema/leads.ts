import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
} from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";
import type { ContactRules } from "@/src/lib/privacy/contact-rules";
import { partnerEnquiries } from "./partners";

/**
 * Leads (LF-2). The spec's field names are kept as the TypeScript property names, so
 * the API payload maps onto a row without a translation table; the SQL columns are snake_case.
 * Server-owned columns (client IP, user agent, consent, attribution, survey) use camelCase.
 */
export const leads = pgTable(
  "leads",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    NameData: text("name").notNull().default(""),
    LeadTypeData: text("lead_type"),
    PageTypeData: text("page_type"),
    PageNameData: text("page_name"),
    /** National digits only; never logged unmasked. */
    MobileNoData: text("mobile").notNull(),
    /** Dial code without the plus (AP-8: a leading + is removed). */
    countryCode: text("country_code").notNull().default("91"),
    EmailIdData: text("email"),
    QueryData: text("query"),
    CityData: text("city"),
    /** The browser's own timestamp, kept as sent; `createdAt` is the server's. */
    CreatedDateData: text("created_date_data"),
    IsActiveData: integer("is_active").notNull().default(1),
    InsuranceNameData: text("insurance_name"),
    ProcedureNameData: text("procedure_name"),
    Zutm_sourcedata: text("utm_source"),
    Zutm_campaigndata: text("utm_campaign"),
    Zutm_mediumdata: text("utm_medium"),
    Zutm_termdata: text("utm_term_data"),
    condition_data: text("condition"),
    lead_sourcedata: text("lead_source"),
    lead_channeldata: text("lead_channel"),
    PageLanguage: text("page_language"),
    PageDepartment: text("page_department"),
    Keyword_Text: text("keyword_text"),
    Keyword_Match_Type: text("keyword_match_type"),
    campaignid: text("campaign_id"),
    IsInsurance: text("is_insurance"),
    IsConsultwithDoctor: text("is_consult_with_doctor"),
    Remark: text("remark"),
    /** Spelled as the spec spells it. */
    docotrid: integer("doctor_id"),
    hospitalid: integer("hospital_id"),
    GCLID: text("gclid"),
    /**
     * 0 = unknown (created through the API without a tier), 1-3 from the form (AP-7, LF-68 to
     * LF-73).
     */
    LeadTier: integer("lead_tier").notNull().default(0),
    Network: text("network"),
    /** The client IP read from the request, never from the browser. */
    ip: text("ip"),
    vendorId: text("vendor_id"),
    leadFormVariant: text("lead_form_variant"),
    captchascore: doublePrecision("captcha_score").notNull().default(0),
    Page_Variant: text("page_variant"),
    insuranceType: text("insurance_type"),
    Callback_Input: text("callback_input"),
    Prior_Consultation: text("prior_consultation"),
    Requested_Consultation: text("requested_consultation"),
    Preferred_City: text("preferred_city"),
    Adset_Id: text("adset_id"),
    report: text("report"),
    pilesSeverityScore: integer("piles_severity_score").notNull().default(0),
    pilesSeverity: text("piles_severity"),
    cataractLens: text("cataract_lens"),
    bmi: doublePrecision("bmi"),
    placement: text("placement"),
    site_source_name: text("site_source_name"),
    locality: text("locality"),
    entity: text("entity"),
    utm_term: text("utm_term"),
    qualifying: text("qualifying"),
    TBCLID: text("tbclid"),
    height: doublePrecision("height"),
    weight: doublePrecision("weight"),
    Monthly_Salary: doublePrecision("monthly_salary"),

    /** Every page query parameter (RT-39) as received, plus the landing page. */
    attribution: jsonb("attribution").$type<Record<string, string>>().notNull().default({}),
    visitorId: text("visitor_id"),
    userAgent: text("user_agent"),
    /** True when the patient verified the mobile number by OTP before submitting. */
    mobileVerified: boolean("mobile_verified").notNull().default(false),
    /**
     * The client IP was over the per-IP soft limit (LEAD_IP_LIMIT) when the lead came in: kept
     * and delivered like any lead (many patients share one carrier-NAT address), but flagged so
     * the care team can treat a burst as possible spam.
     */
    throttled: boolean("throttled").notNull().default(false),
    /**
     * Which consent notice the patient agreed to, and when (India's DPDP Act 2023 asks us to prove
     * consent).
     */
    consentVersion: text("consent_version").notNull(),
    consentAt: timestamptz("consent_at").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    /** SHA-256 of the per-lead secret that lets the thank-you page save the quick survey. */
    surveyTokenHash: text("survey_token_hash"),
    survey: jsonb("survey").$type<Record<string, string>>(),
    surveyAt: timestamptz("survey_at"),
    /**
     * Consent per purpose (src/lib/privacy/purposes.ts): the current state; every change is a row
     * of `consent_ledger`. "call" is the consent the form needs to submit; the stop link withdraws
     * it.
     */
    consentCall: boolean("consent_call").notNull().default(true),
    consentWhatsapp: boolean("consent_whatsapp").notNull().default(false),
    consentMarketing: boolean("consent_marketing").notNull().default(false),
    /** The patient's contact rules (My data page); null: none given. */
    contactRules: jsonb("contact_rules").$type<ContactRules>(),
    /** The one confirmation SMS: pending until the worker sends it (or skips it). */
    confirmationSms: text("confirmation_sms").$type<"pending" | "sent" | "skipped" | "failed">(),
    /** The patient asked for erasure (confirmed by OTP): carried out by this time. */
    eraseDueAt: timestamptz("erase_due_at"),
    /** Personal fields and photo deleted; the row stays, anonymised, for counts and the audit. */
    erasedAt: timestamptz("erased_at"),
    erasedBy: text("erased_by").$type<"patient" | "retention">(),
  },
  (t) => [
    index("leads_created_at_idx").on(t.createdAt),
    index("leads_mobile_idx").on(t.MobileNoData),
    // The console's search: a mobile number or a name by its first letters.
    index("leads_mobile_prefix_idx").on(t.MobileNoData.op("text_pattern_ops")),
    index("leads_name_prefix_idx").using("btree", sql`lower(${t.NameData}) text_pattern_ops`),
    index("leads_confirmation_sms_idx").on(t.id).where(sql`${t.confirmationSms} = 'pending'`),
    index("leads_erase_due_idx")
      .on(t.eraseDueAt)
      .where(sql`${t.eraseDueAt} is not null and ${t.erasedAt} is null`),
    check(
      "leads_confirmation_sms_check",
      sql`${t.confirmationSms} is null or ${t.confirmationSms} in ('pending', 'sent', 'skipped', 'failed')`,
    ),
    check(
      "leads_erased_by_check",
      sql`${t.erasedBy} is null or ${t.erasedBy} in ('patient', 'retention')`,
    ),
  ],
);

/**
 * `Idempotency-Key` header values of lead creation, kept at least 24 h (pruned after
 * LEAD_IDEMPOTENCY_TTL_HOURS). The primary key makes a concurrent retry wait for the first
 * insert and then find its lead, so a retry never creates a second row.
 */
export const leadIdempotencyKeys = pgTable(
  "lead_idempotency_keys",
  {
    key: text("key").primaryKey(),
    /** SHA-256 of the normalised request body: the same key with another body is a 422. */
    requestHash: text("request_hash").notNull(),
    leadId: bigint("lead_id", { mode: "number" })
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("lead_idempotency_keys_created_at_idx").on(t.createdAt)],
);

export type CrmOutboxStatus = "pending" | "delivering" | "delivered" | "dead" | "unconfigured";

/** What an outbox entry delivers: a patient's lead, or a partner enquiry (/partner-with-us). */
export const CRM_OUTBOX_KINDS = ["lead", "partner_enquiry", "lead_event"] as const;
export type CrmOutboxKind = (typeof CRM_OUTBOX_KINDS)[number];

/**
 * The CRM outbox: one row per lead or partner enquiry, written in the same statement or
 * transaction as it, delivered by the worker (src/server/crm). `kind` names what the row
 * delivers, and exactly the matching reference is set (a check). Claims use
 * `FOR UPDATE SKIP LOCKED` plus a lease, so any number of app instances can run the worker
 * without delivering an entry twice.
 */
export const crmOutbox = pgTable(
  "crm_outbox",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").$type<CrmOutboxKind>().notNull().default("lead"),
    leadId: bigint("lead_id", { mode: "number" })
      .unique()
      .references(() => leads.id, { onDelete: "cascade" }),
    partnerEnquiryId: bigint("partner_enquiry_id", { mode: "number" })
      .unique()
      .references(() => partnerEnquiries.id, { onDelete: "cascade" }),
    /** A privacy event about a lead (consent changed, stopped, erased): several per lead. */
    eventLeadId: bigint("event_lead_id", { mode: "number" }).references(() => leads.id, {
      onDelete: "cascade",
    }),
    /**
     * The CRM-shaped payload (a lead: AP-15, built from the stored lead). A second copy of the
     * person's data: null once the entry was delivered more than CRM_PAYLOAD_RETENTION_DAYS ago
     * (the periodic prune). Dead letters keep it, so an operator can deliver them again.
     */
    payload: jsonb("payload").$type<Record<string, unknown>>(),
    /** When the browser's createleadcrm call arrived (null: never, delivered after the grace). */
    browserPayloadAt: timestamptz("browser_payload_at"),
    status: text("status").$type<CrmOutboxStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamptz("next_attempt_at").notNull(),
    lockedUntil: timestamptz("locked_until"),
    claimToken: text("claim_token"),
    lastError: text("last_error"),
    lastStatus: integer("last_status"),
    deliveredAt: timestamptz("delivered_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().default(sql`now()`),
  },
  (t) => [
    index("crm_outbox_due_idx").on(t.status, t.nextAttemptAt),
    // The prune that clears delivered payloads: only entries that still hold one.
    index("crm_outbox_delivered_payload_idx")
      .on(t.deliveredAt)
      .where(sql`${t.status} = 'delivered' and ${t.payload} is not null`),
    check(
      "crm_outbox_kind_reference",
      sql`(${t.kind} = 'lead' and ${t.leadId} is not null and ${t.partnerEnquiryId} is null and ${t.eventLeadId} is null)
        or (${t.kind} = 'partner_enquiry' and ${t.partnerEnquiryId} is not null and ${t.leadId} is null and ${t.eventLeadId} is null)
        or (${t.kind} = 'lead_event' and ${t.eventLeadId} is not null and ${t.leadId} is null and ${t.partnerEnquiryId} is null)`,
    ),
  ],
);

/**
 * A lead's selfie (SF-1): kept only when the patient ticked the photo consent, never
 * served publicly (no route reads it out), and deleted with its lead (on delete cascade), so
 * it never outlives the lead's retention. One per lead; the server's re-encoded JPEG (never the
 * client's bytes) as base64, at most 200 KB (src/lib/lead/photo.ts).
 */
export const leadPhotos = pgTable("lead_photos", {
  leadId: bigint("lead_id", { mode: "number" })
    .primaryKey()
    .references(() => leads.id, { onDelete: "cascade" }),
  contentType: text("content_type").notNull(),
  data: text("data").notNull(),
  /**
   * Which photo-consent notice was agreed to, and when (India's DPDP Act 2023 asks us to prove
   * consent).
   */
  consentVersion: text("consent_version").notNull(),
  consentAt: timestamptz("consent_at").notNull(),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  /** Photos this lead has stored, the first included: capped at PHOTO_UPLOADS_PER_LEAD. */
  uploads: integer("uploads").notNull().default(1),
});

/**
 * The consent ledger: one row per consent given or withdrawn, per purpose. The number is kept only
 * as its HMAC (the OTP secret's phone key), so the ledger still proves consent after erasure.
 */
export const consentLedger = pgTable(
  "consent_ledger",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    leadId: bigint("lead_id", { mode: "number" }).references(() => leads.id, {
      onDelete: "set null",
    }),
    phoneKey: text("phone_key").notNull(),
    purpose: text("purpose").$type<"call" | "whatsapp" | "marketing">().notNull(),
    action: text("action").$type<"given" | "withdrawn">().notNull(),
    noticeVersion: text("notice_version").notNull(),
    channel: text("channel").$type<"form" | "my_data" | "stop_link" | "care_team">().notNull(),
    at: timestamptz("at").notNull().defaultNow(),
  },
  (t) => [
    index("consent_ledger_lead_idx").on(t.leadId, t.at),
    index("consent_ledger_phone_idx").on(t.phoneKey, t.at),
    check("consent_ledger_purpose_check", sql`${t.purpose} in ('call', 'whatsapp', 'marketing')`),
    check("consent_ledger_action_check", sql`${t.action} in ('given', 'withdrawn')`),
    check(
      "consent_ledger_channel_check",
      sql`${t.channel} in ('form', 'my_data', 'stop_link', 'care_team')`,
    ),
  ],
);
