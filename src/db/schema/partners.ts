import { bigint, boolean, index, pgTable, text } from "drizzle-orm/pg-core";
import type { PartnerKind } from "../../lib/partner/schema";
import { timestamptz } from "./columns";

/**
 * Enquiries from hospitals, clinics, doctors and diagnostic centres (/partner-with-us).
 * Kept apart from patient leads: never counted, exported or triaged as a patient. Delivered to
 * the CRM through the same outbox as leads (`crm_outbox.kind = 'partner_enquiry'`).
 */
export const partnerEnquiries = pgTable(
  "partner_enquiries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    organisation: text("organisation").notNull(),
    contactName: text("contact_name").notNull(),
    /** National digits only (+91); never logged unmasked. */
    mobile: text("mobile").notNull(),
    countryCode: text("country_code").notNull().default("91"),
    email: text("email").notNull(),
    city: text("city").notNull(),
    kind: text("kind").$type<PartnerKind>().notNull(),
    message: text("message"),
    /** The page language the enquiry was sent from. */
    language: text("language").notNull().default("en"),
    /**
     * Which consent notice was agreed to, and when (India's DPDP Act 2023 asks us to prove
     * consent).
     */
    consentVersion: text("consent_version").notNull(),
    consentAt: timestamptz("consent_at").notNull(),
    /**
     * The request's `Idempotency-Key`: a retry with the same key finds this row instead of adding
     * one (unique; null without a key). `requestHash` tells a retry from another body (422).
     */
    idempotencyKey: text("idempotency_key").unique(),
    requestHash: text("request_hash"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    visitorId: text("visitor_id"),
    /** The client IP was over the per-IP soft limit (as leads.throttled). */
    throttled: boolean("throttled").notNull().default(false),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    /** The console's partner queue: new, then contacted or closed. */
    status: text("status").$type<"new" | "contacted" | "closed">().notNull().default("new"),
    handledAt: timestamptz("handled_at"),
  },
  (t) => [index("partner_enquiries_created_at_idx").on(t.createdAt)],
);
