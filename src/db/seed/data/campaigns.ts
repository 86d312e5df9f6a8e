import type { Campaign } from "../../../lib/campaign";

/**
 * Sample campaign pages. `womens-health` carries the five marketing claims (MK-1 to MK-5) word for
 * word; `piles-guide` is the PDF variant (MK-6); `knee-replacement-cost` is a paid-search landing
 * page. Active from 2026-01-01 with no end date, so they answer in tests and on a first run; an
 * operator ends one by setting `active_to` (docs/campaigns.md). A seed is a campaign as its page
 * renders it, with real dates and the selfie message optional.
 */
export type CampaignSeed = Omit<Campaign, "selfieMessage" | "activeFrom" | "activeTo"> & {
  selfieMessage?: string;
  activeFrom: Date;
  activeTo: Date | null;
};

const FROM = new Date("2026-01-01T00:00:00Z");

/** MK-1 to MK-5, in their words and order (first letters capitalised for display). */
export const MARKETING_CLAIMS = [
  "Only certified experienced female doctors",
  "100% confidential and safe",
  "No parental or spousal consent required",
  "All adult women, married or unmarried, can avail",
  "Early discharge and quick recovery",
] as const;

export const campaigns: readonly CampaignSeed[] = [
  {
    kind: "marketing",
    slug: "womens-health",
    headline: "Gynaecology care by women doctors, in confidence",
    subheadline:
      "Talk to a care expert about laser vaginal tightening, PCOS, fibroids or a check-up. Your first consultation is free.",
    heroImage: "/images/campaigns/womens-health.svg",
    heroAlt: "A woman doctor with a clipboard",
    department: "Gynaecology",
    treatment: "Vaginal Tightening",
    claims: [...MARKETING_CLAIMS],
    faqs: [
      {
        question: "Will my family be told about my visit?",
        answer:
          "No. Your details are seen only by our care team and the doctor you choose. We call only the number you give us.",
      },
      {
        question: "Do I need a referral?",
        answer: "No. Any adult woman can book a consultation directly.",
      },
      {
        question: "Does insurance cover the treatment?",
        answer:
          "Many gynaecology procedures are covered by health insurance. Our team checks your policy before you decide.",
      },
    ],
    proofPoints: [
      { value: "40+", label: "women gynaecologists" },
      { value: "12", label: "cities" },
      { value: "4.8/5", label: "patient rating" },
    ],
    formVariant: "3",
    formMode: "appointment",
    formTitle: "Book a free consultation",
    successRedirect: null,
    pdf: false,
    selfie: false,
    activeFrom: FROM,
    activeTo: null,
  },
  {
    kind: "campaign",
    slug: "knee-replacement-cost",
    headline: "Knee replacement cost in your city, with no-cost EMI",
    subheadline:
      "Compare hospitals and surgeons near you. Our team explains the cost, the implant choices and your insurance cover.",
    heroImage: "/images/campaigns/knee-replacement.svg",
    heroAlt: "A knee joint with an implant",
    department: "Orthopaedics",
    treatment: "Knee Replacement",
    claims: [
      "Experienced orthopaedic surgeons",
      "Cashless insurance at partner hospitals",
      "No-cost EMI options",
      "Free pick-up and drop on surgery day",
    ],
    faqs: [
      {
        question: "What does a knee replacement cost?",
        answer:
          "In large cities it usually costs between ₹1.5 lakh and ₹3.5 lakh per knee, depending on the hospital, the room and the implant.",
      },
      {
        question: "How soon can I walk?",
        answer: "Most patients walk with support the day after surgery.",
      },
    ],
    proofPoints: [
      { value: "1,200+", label: "knee surgeries arranged" },
      { value: "₹0", label: "consultation fee" },
    ],
    formVariant: "1",
    formMode: "costCalculator",
    formTitle: "Get the cost for your city",
    successRedirect: null,
    pdf: false,
    selfie: false,
    activeFrom: FROM,
    activeTo: null,
  },
  {
    kind: "marketing",
    slug: "piles-guide",
    headline: "Free guide: piles treatment without fear",
    subheadline:
      "Get our doctor-written guide on WhatsApp: symptoms, when surgery helps, laser treatment and recovery.",
    heroImage: "/images/campaigns/piles-guide.svg",
    heroAlt: "A booklet titled Piles guide",
    department: "Proctology",
    treatment: "Piles Treatment",
    claims: ["Written by proctologists", "Laser treatment explained", "Sent on WhatsApp, free"],
    faqs: [
      {
        question: "How do I receive the guide?",
        answer: "We send the PDF to the WhatsApp number you enter.",
      },
    ],
    proofPoints: [],
    formVariant: "0",
    formMode: "document",
    formTitle: "Get the free PDF guide",
    successRedirect: null,
    pdf: true,
    selfie: false,
    activeFrom: FROM,
    activeTo: null,
  },
  {
    kind: "campaign",
    slug: "hair-transplant-assessment",
    headline: "Free online hair transplant assessment",
    subheadline:
      "Send a selfie with your request and a hair restoration surgeon reviews your hairline before our care expert calls you.",
    heroImage: null,
    heroAlt: "",
    department: "Cosmetic & Plastic Surgery",
    treatment: "Hair Transplant",
    claims: [
      "Reviewed by a hair restoration surgeon",
      "Your photo is seen only by your care team",
      "No-cost EMI options",
    ],
    faqs: [
      {
        question: "Do I have to send a photo?",
        answer:
          "No. The photo is optional, and we keep it only if you tick the consent box. It is deleted together with your request.",
      },
    ],
    proofPoints: [],
    formVariant: "0",
    formMode: "appointment",
    formTitle: "Get your free assessment",
    successRedirect: null,
    pdf: false,
    selfie: true,
    selfieMessage: "Face the camera in good light, without a cap.",
    activeFrom: FROM,
    activeTo: null,
  },
];
