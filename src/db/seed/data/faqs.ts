import { treatmentBySlug } from "./treatments";

/**
 * FAQs. Scope 'home' (entityId null) for the home page, in English and Hindi; scope 'treatment'
 * (entityId = treatment id) for the popular treatments.
 */

export interface FaqSeed {
  id: number;
  scope: "home" | "treatment";
  entityId: number | null;
  language: "en" | "hi";
  question: string;
  answer: string;
  position: number;
}

type QA = readonly [question: string, answer: string];

const HOME_EN: readonly QA[] = [
  [
    "How do you help me with a surgery or treatment?",
    "Tell us your condition and city through a form, a call or WhatsApp. A care coordinator calls you back, helps you choose a doctor and hospital, explains the likely cost and insurance cover, books the consultation and stays in touch until you are discharged.",
  ],
  [
    "Do I pay anything for your help?",
    "No. Speaking to a care coordinator, getting a cost estimate and booking an appointment are free for patients. You pay the hospital and doctor for the treatment itself.",
  ],
  [
    "Can I use my health insurance?",
    "Yes. Most listed hospitals accept major private insurers for cashless treatment, and many are empanelled under government schemes such as Ayushman Bharat PM-JAY, CGHS and ECHS. Our team helps with the pre-authorisation paperwork.",
  ],
  [
    "How accurate are the cost ranges shown on the site?",
    "They are typical ranges for the city and depend on the hospital category, the technique, the implant or lens chosen and the length of stay. Ask for a written estimate from the hospital before admission; it is the figure that counts.",
  ],
  [
    "Can I get a second opinion before surgery?",
    "Yes. You can share your reports and request a second opinion from another specialist. A second opinion is sensible for any planned, non-emergency operation and rarely delays care.",
  ],
  [
    "Is my medical information kept private?",
    "Your details are used only to arrange your care and are handled under India's Digital Personal Data Protection Act, 2023. We do not sell your data. See our privacy policy for details.",
  ],
  [
    "Do you offer EMI options for treatment?",
    "Many partner hospitals and lenders offer medical loans and no-cost EMI plans for planned procedures. Ask your care coordinator about the options available in your city.",
  ],
  [
    "What should I do in a medical emergency?",
    "Do not wait for a callback. Call 112 or 108 for an ambulance, or go to the nearest hospital emergency department straight away.",
  ],
];

const HOME_HI: readonly QA[] = [
  [
    "आप इलाज या सर्जरी में मेरी मदद कैसे करते हैं?",
    "फ़ॉर्म, कॉल या व्हाट्सऐप से अपनी बीमारी और शहर बताइए। हमारे केयर कोऑर्डिनेटर आपको वापस कॉल करते हैं, डॉक्टर और अस्पताल चुनने में मदद करते हैं, खर्च और बीमा की जानकारी देते हैं और डिस्चार्ज तक आपके साथ रहते हैं।",
  ],
  [
    "क्या आपकी मदद के लिए मुझे कोई शुल्क देना होगा?",
    "नहीं। केयर कोऑर्डिनेटर से बात करना, खर्च का अनुमान लेना और अपॉइंटमेंट बुक करना मरीज़ों के लिए मुफ़्त है। इलाज का भुगतान आप सीधे अस्पताल और डॉक्टर को करते हैं।",
  ],
  [
    "क्या मैं अपने स्वास्थ्य बीमा या आयुष्मान कार्ड का उपयोग कर सकता हूँ?",
    "हाँ। ज़्यादातर अस्पताल प्रमुख बीमा कंपनियों के कैशलेस इलाज की सुविधा देते हैं और कई अस्पताल आयुष्मान भारत PM-JAY, CGHS और ECHS में पैनल पर हैं। हमारी टीम कागज़ी कार्रवाई में मदद करती है।",
  ],
  [
    "क्या सर्जरी से पहले दूसरी राय ले सकते हैं?",
    "हाँ। अपनी रिपोर्ट साझा करके किसी दूसरे विशेषज्ञ से राय ले सकते हैं। किसी भी योजनाबद्ध (इमरजेंसी नहीं) ऑपरेशन से पहले दूसरी राय लेना समझदारी है।",
  ],
  [
    "इमरजेंसी में क्या करें?",
    "कॉलबैक का इंतज़ार न करें। एम्बुलेंस के लिए 112 या 108 पर कॉल करें या तुरंत नज़दीकी अस्पताल की इमरजेंसी में जाएँ।",
  ],
];

const TREATMENT_FAQS: Readonly<Record<string, readonly QA[]>> = {
  "knee-replacement": [
    [
      "How long does a knee replacement last?",
      "A modern knee implant lasts 15 to 20 years or more in most people. Keeping a healthy weight and avoiding high-impact sports help it last longer.",
    ],
    [
      "When can I walk after knee replacement?",
      "Most patients stand and walk with a walker within a day of surgery, manage stairs before discharge and walk without support in four to six weeks with regular physiotherapy.",
    ],
    [
      "Does insurance cover knee replacement?",
      "Yes, most health insurance policies cover it after any waiting period for pre-existing conditions, and it is included in Ayushman Bharat PM-JAY packages at empanelled hospitals.",
    ],
  ],
  "cataract-surgery": [
    [
      "Which lens is best for cataract surgery?",
      "A monofocal lens gives clear distance vision and you use reading glasses; toric lenses also correct astigmatism; multifocal and EDOF lenses reduce dependence on glasses but cost more and can cause halos at night. Your eye measurements decide what suits you.",
    ],
    [
      "Is cataract surgery painful?",
      "No. The eye is numbed with drops or a small injection, the operation takes about 20 minutes and most people feel only mild pressure. You go home the same day.",
    ],
    [
      "Do I have to wait for the cataract to 'ripen'?",
      "No. Modern phaco surgery can be done as soon as the cataract troubles your daily life, such as reading, driving or work.",
    ],
  ],
  "piles-treatment": [
    [
      "Can piles be cured without surgery?",
      "Early piles often settle with a high-fibre diet, plenty of water, warm sitz baths and medicines. Banding or laser is considered when bleeding or prolapse continues.",
    ],
    [
      "Is laser treatment for piles better?",
      "Laser treatment causes less pain and bleeding and allows a quicker return to work for suitable grades of piles. Very large prolapsed piles may still need stapler or conventional surgery.",
    ],
    [
      "How soon can I go back to work after piles treatment?",
      "After laser or banding, most people return to desk work in two to four days. After open surgery it may take one to two weeks.",
    ],
  ],
  "hernia-repair": [
    [
      "Will a hernia go away on its own?",
      "No. A hernia does not heal by itself and tends to grow. Surgery repairs it; a truss only holds it in temporarily.",
    ],
    [
      "Is laparoscopic hernia surgery better than open surgery?",
      "Laparoscopic repair usually means less pain and a faster return to work, and suits hernias on both sides or recurrent hernias. Open repair is a good choice for many patients and needs only local or spinal anaesthesia.",
    ],
    [
      "When is a hernia an emergency?",
      "If the bulge becomes painful, hard, red or cannot be pushed back, especially with vomiting, go to a hospital immediately: the bowel may be trapped.",
    ],
  ],
  "gallbladder-removal": [
    [
      "Can I live normally without a gallbladder?",
      "Yes. The liver keeps making bile, which flows straight into the intestine. Some people have looser stools for a few weeks after surgery.",
    ],
    [
      "Can gallstones be dissolved with medicines?",
      "Rarely. Medicines work only for small cholesterol stones, take months and stones often return. Surgery is the standard treatment for stones that cause pain.",
    ],
    [
      "How long is the hospital stay for gallbladder removal?",
      "After laparoscopic surgery most patients go home within 24 hours and return to light work in about a week.",
    ],
  ],
  "kidney-stone-treatment": [
    [
      "Which kidney stones pass on their own?",
      "Stones smaller than about 5 mm often pass with plenty of fluids and medicines within a few weeks. Larger stones, or any stone with fever or blocked urine flow, need treatment.",
    ],
    [
      "Which treatment is best for my kidney stone?",
      "It depends on the stone's size, position and hardness: shock-wave lithotripsy (ESWL) for small kidney stones, ureteroscopy or RIRS with a laser for ureter and mid-size kidney stones, and PCNL for large ones.",
    ],
    [
      "How can I prevent kidney stones from coming back?",
      "Drink enough water to pass 2.5 litres of urine a day, cut down on salt, do not stop eating calcium-rich food, and ask your doctor whether a stone analysis is needed.",
    ],
  ],
  lasik: [
    [
      "Am I eligible for LASIK?",
      "Usually if you are over 18, your glasses power has been stable for at least a year, your corneas are thick enough and your eyes are otherwise healthy. A detailed pre-LASIK test decides.",
    ],
    [
      "Is LASIK permanent?",
      "The correction of the cornea is permanent, but the eye can still change with age: most people need reading glasses after 40, and cataracts can develop later in life.",
    ],
    [
      "What if my cornea is too thin for LASIK?",
      "Alternatives such as PRK, SMILE or an implantable contact lens (ICL) may suit you. Your eye surgeon will advise after the tests.",
    ],
  ],
  "hip-replacement": [
    [
      "Why do young people in India need hip replacement?",
      "Avascular necrosis of the hip, linked to steroid use, alcohol and some blood disorders, is a common cause in younger adults, along with arthritis after injury.",
    ],
    [
      "What precautions should I take after hip replacement?",
      "For the first weeks avoid bending the hip beyond 90 degrees, crossing your legs and sitting on low seats or the floor, as your surgeon advises for your approach.",
    ],
    [
      "How long is recovery after hip replacement?",
      "Most people walk with support the day after surgery and return to most daily activities in about six weeks; full recovery takes three to six months.",
    ],
  ],
  "fistula-treatment": [
    [
      "Can an anal fistula heal with medicines?",
      "No. Antibiotics can calm an infection, but the tract usually needs a procedure to heal.",
    ],
    [
      "Will fistula surgery affect bowel control?",
      "Surgeons choose a technique that protects the sphincter muscles, such as seton, LIFT or laser, especially for complex fistulas. An MRI beforehand helps plan this.",
    ],
    [
      "Can a fistula come back after treatment?",
      "Yes, some do, especially complex ones. Careful pre-operative imaging and follow-up lower the chance of recurrence.",
    ],
  ],
  circumcision: [
    [
      "Why might an adult need circumcision?",
      "Common medical reasons are a tight foreskin (phimosis), repeated infections of the foreskin and head of the penis, and tears of the foreskin.",
    ],
    [
      "What is stapler or laser circumcision?",
      "These techniques cut and seal the foreskin with a device or laser, often with less bleeding and a shorter procedure than the conventional method. Results are similar.",
    ],
    [
      "When can I resume normal activities?",
      "Most men return to desk work in two to three days; sexual activity should wait about four to six weeks until healing is complete.",
    ],
  ],
  ivf: [
    [
      "What is the success rate of IVF?",
      "It depends mostly on the woman's age and the cause of infertility. Success per cycle is highest under 35 and falls with age; your clinic should give you its own age-wise figures.",
    ],
    [
      "How long does one IVF cycle take?",
      "About four to six weeks from the start of injections to the pregnancy test, including roughly 10-12 days of injections, egg collection, embryo culture and transfer.",
    ],
    [
      "Is IVF regulated in India?",
      "Yes. Under the ART (Regulation) Act, 2021, IVF clinics and banks must be registered and follow rules on consent, age limits and record-keeping.",
    ],
  ],
  hysterectomy: [
    [
      "Will a hysterectomy cause menopause?",
      "Not if the ovaries are kept: periods stop, but hormones continue until natural menopause. Removing both ovaries causes menopause straight away.",
    ],
    [
      "What are the types of hysterectomy surgery?",
      "The uterus can be removed through the abdomen (open), through the vagina, or by laparoscopic or robotic surgery. Keyhole methods usually mean less pain and a quicker recovery.",
    ],
    [
      "Are there alternatives to hysterectomy for fibroids?",
      "Yes: medicines, myomectomy (removing only the fibroids), uterine artery embolisation and hormonal devices may suit some women, especially those who want a pregnancy.",
    ],
  ],
};

function build(): FaqSeed[] {
  const result: FaqSeed[] = [];
  const add = (
    scope: FaqSeed["scope"],
    entityId: number | null,
    language: FaqSeed["language"],
    list: readonly QA[],
  ) => {
    list.forEach(([question, answer], index) => {
      result.push({
        id: result.length + 1,
        scope,
        entityId,
        language,
        question,
        answer,
        position: index + 1,
      });
    });
  };
  add("home", null, "en", HOME_EN);
  add("home", null, "hi", HOME_HI);
  for (const [slug, list] of Object.entries(TREATMENT_FAQS)) {
    const treatment = treatmentBySlug.get(slug);
    if (!treatment) throw new Error(`FAQ for unknown treatment ${slug}`);
    add("treatment", treatment.id, "en", list);
  }
  return result;
}

export const faqs: readonly FaqSeed[] = build();
