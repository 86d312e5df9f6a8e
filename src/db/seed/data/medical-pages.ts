/**
 * Medical pages: every condition, treatment, test and department page names the
 * medical reviewer who checked it and when (E-E-A-T). Reviewers are fictional sample doctors.
 * A few pages have their written sections here; the others show what the catalogue holds.
 */
import type { MedicalPageKind, MedicalPageSections } from "@/src/lib/catalog/types";
import type { ReviewerSeed } from "./reviewers";

/** Reviewers for the specialities the blog's reviewers do not cover (sample profiles). */
export const pageReviewers: readonly ReviewerSeed[] = [
  {
    id: 101,
    name: "Dr. Arvind Menon",
    slug: "dr-arvind-menon",
    qualifications: "MBBS, MS (General Surgery), MCh (Urology)",
    bio: "Sample profile (fictional reviewer). A urologist who reviews our pages on kidney stones, the prostate and kidney care.",
  },
  {
    id: 102,
    name: "Dr. Sunita Bhattacharya",
    slug: "dr-sunita-bhattacharya",
    qualifications: "MBBS, MD (Medicine), DM (Cardiology)",
    bio: "Sample profile (fictional reviewer). A cardiologist who reviews our pages on heart disease, angioplasty and heart surgery.",
  },
  {
    id: 103,
    name: "Dr. Rohit Khanna",
    slug: "dr-rohit-khanna",
    qualifications: "MBBS, MS (ENT), DNB",
    bio: "Sample profile (fictional reviewer). An ENT surgeon who reviews our pages on ear, nose, throat and nerve conditions.",
  },
  {
    id: 104,
    name: "Dr. Farah Qureshi",
    slug: "dr-farah-qureshi",
    qualifications: "MBBS, MD (Pathology)",
    bio: "Sample profile (fictional reviewer). A pathologist who reviews our pages on laboratory tests, cancer care and reconstructive surgery.",
  },
];

/**
 * The reviewer of each department's pages: 1 orthopaedics, 2 general and keyhole surgery,
 * 3 eyes, 4 women's health (the blog's reviewers), 101-104 the rest.
 */
const REVIEWER_OF_DEPARTMENT: Readonly<Record<number, number>> = {
  1: 1,
  2: 3,
  3: 2,
  4: 2,
  5: 101,
  6: 4,
  7: 102,
  8: 2,
  9: 103,
  10: 103,
  11: 101,
  12: 104,
  13: 2,
  14: 104,
  15: 4,
};
/** Tests without a department are reviewed by the pathologist. */
const TEST_REVIEWER = 104;

export function reviewerOf(kind: MedicalPageKind, departmentId: number | null): number {
  if (departmentId === null) return TEST_REVIEWER;
  if (kind === "test") return TEST_REVIEWER;
  const id = REVIEWER_OF_DEPARTMENT[departmentId];
  if (id === undefined)
    throw new Error(`medical-pages.ts: no reviewer for department ${departmentId}`);
  return id;
}

/** The sample pages' review date. */
export const REVIEWED_ON = "2026-10-20";

type Written = { sections: MedicalPageSections; sectionsHi?: MedicalPageSections };

/** Written sections by kind and slug (sample text, reviewed like the rest). */
export const WRITTEN: Readonly<Record<MedicalPageKind, Readonly<Record<string, Written>>>> = {
  condition: {
    piles: {
      sections: {
        types: [
          "Internal piles, inside the back passage: usually painless, they bleed bright red blood.",
          "External piles, under the skin around the anus: they can swell and hurt, especially when a clot forms.",
          "Grades 1 to 4 describe how far internal piles come out: grade 4 stays outside.",
        ],
        causes: [
          "Constipation and straining on the toilet",
          "Sitting for long hours",
          "Pregnancy and childbirth",
          "A low-fibre diet and too little water",
          "Lifting heavy weights",
        ],
        whenToSee:
          "See a doctor when bleeding lasts more than a few days, when a lump stays outside, or at once when bleeding is heavy or comes with dizziness, weight loss or a change in bowel habit.",
        diagnosis: [
          "Examination of the anus and a gentle finger examination",
          "Proctoscopy: a short tube with a light to see internal piles",
          "Colonoscopy when the bleeding may have another cause",
        ],
        risksOfWaiting:
          "Piles rarely become dangerous, but untreated bleeding can cause anaemia, and prolapsed piles can clot or get strangulated, which needs urgent surgery.",
        faqs: [
          {
            question: "Can piles go away without surgery?",
            answer:
              "Grade 1 and 2 piles often settle with fibre, water, sitz baths and medicines. Piles that keep bleeding or stay outside usually need banding, laser or surgery.",
          },
          {
            question: "Is laser treatment for piles painful?",
            answer:
              "It is done under anaesthesia, and most patients have mild pain for a few days and go home the same day.",
          },
        ],
      },
      sectionsHi: {
        types: [
          "अंदरूनी बवासीर, गुदा के अंदर: आम तौर पर दर्द नहीं होता, चमकदार लाल खून आता है।",
          "बाहरी बवासीर, गुदा के आसपास की त्वचा के नीचे: सूज सकती है और दर्द कर सकती है, खासकर जब उसमें खून का थक्का बन जाए।",
          "ग्रेड 1 से 4 बताते हैं कि अंदरूनी बवासीर कितनी बाहर आती है: ग्रेड 4 बाहर ही रहती है।",
        ],
        causes: [
          "कब्ज़ और शौच के समय ज़ोर लगाना",
          "लंबे समय तक बैठे रहना",
          "गर्भावस्था और प्रसव",
          "कम रेशे (फ़ाइबर) वाला खाना और कम पानी",
          "भारी वज़न उठाना",
        ],
        whenToSee:
          "डॉक्टर को दिखाएँ जब खून कुछ दिनों से ज़्यादा आए या मस्सा बाहर ही रहे; और तुरंत दिखाएँ जब खून बहुत आए या साथ में चक्कर आएँ, वज़न घटे या शौच की आदत बदल जाए।",
        diagnosis: [
          "गुदा की जाँच और उँगली से हल्की जाँच",
          "प्रोक्टोस्कोपी: रोशनी वाली छोटी नली से अंदरूनी बवासीर देखना",
          "कोलोनोस्कोपी, जब खून आने का कोई और कारण हो सकता हो",
        ],
        risksOfWaiting:
          "बवासीर कम ही खतरनाक होती है, पर बिना इलाज लगातार खून आने से खून की कमी (एनीमिया) हो सकती है, और बाहर निकली बवासीर में थक्का बन सकता है या वह फँस सकती है, जिसमें तुरंत सर्जरी की ज़रूरत होती है।",
        faqs: [
          {
            question: "क्या बवासीर बिना ऑपरेशन के ठीक हो सकती है?",
            answer:
              "ग्रेड 1 और 2 की बवासीर अक्सर रेशेदार खाने, पानी, गुनगुने पानी में बैठने (सिट्ज़ बाथ) और दवाओं से ठीक हो जाती है। जो बवासीर लगातार खून दे या बाहर ही रहे, उसके लिए आम तौर पर बैंडिंग, लेज़र या सर्जरी चाहिए।",
          },
          {
            question: "क्या बवासीर का लेज़र इलाज दर्द भरा होता है?",
            answer:
              "यह बेहोशी या सुन्न करने वाली दवा देकर किया जाता है; ज़्यादातर मरीज़ों को कुछ दिन हल्का दर्द रहता है और वे उसी दिन घर चले जाते हैं।",
          },
        ],
      },
    },
    cataract: {
      sections: {
        types: [
          "Age-related (senile) cataract, the commonest type",
          "Cataract from diabetes or long use of steroids",
          "Cataract after an eye injury",
          "Congenital cataract in babies",
        ],
        causes: [
          "Ageing of the lens",
          "Diabetes",
          "Smoking",
          "Long exposure to sunlight",
          "Steroid medicines",
        ],
        whenToSee:
          "See an eye doctor when blurred vision or glare makes reading, driving or daily work difficult, or when your glasses stop helping.",
        diagnosis: [
          "Vision test",
          "Slit-lamp examination",
          "Dilated eye examination",
          "Biometry to choose the lens power",
        ],
        risksOfWaiting:
          "A cataract slowly gets worse. A very mature cataract is harder to remove and can raise eye pressure; falls and accidents are more likely with poor vision.",
        faqs: [
          {
            question: "When should a cataract be operated on?",
            answer: "When it affects your daily life; there is no need to wait for it to ripen.",
          },
        ],
      },
      sectionsHi: {
        types: [
          "उम्र के साथ होने वाला मोतियाबिंद, सबसे आम प्रकार",
          "डायबिटीज़ या लंबे समय तक स्टेरॉयड दवाओं से होने वाला मोतियाबिंद",
          "आँख में चोट के बाद होने वाला मोतियाबिंद",
          "बच्चों में जन्म से मोतियाबिंद",
        ],
        causes: [
          "लेंस का उम्र के साथ बूढ़ा होना",
          "डायबिटीज़",
          "धूम्रपान",
          "लंबे समय तक तेज़ धूप",
          "स्टेरॉयड दवाएँ",
        ],
        whenToSee:
          "आँखों के डॉक्टर को दिखाएँ जब धुंधला दिखने या चौंध के कारण पढ़ना, गाड़ी चलाना या रोज़ का काम मुश्किल हो, या जब चश्मे से भी मदद न मिले।",
        diagnosis: [
          "नज़र की जाँच",
          "स्लिट-लैंप से आँख की जाँच",
          "पुतली फैलाकर आँख की जाँच",
          "लेंस का नंबर चुनने के लिए बायोमेट्री",
        ],
        risksOfWaiting:
          "मोतियाबिंद धीरे-धीरे बढ़ता है। बहुत पका हुआ मोतियाबिंद निकालना कठिन होता है और आँख का दबाव बढ़ा सकता है; कम दिखने से गिरने और दुर्घटना का खतरा बढ़ता है।",
        faqs: [
          {
            question: "मोतियाबिंद का ऑपरेशन कब कराना चाहिए?",
            answer: "जब वह आपके रोज़ के जीवन पर असर डालने लगे; उसके पकने का इंतज़ार करने की ज़रूरत नहीं है।",
          },
        ],
      },
    },
  },
  treatment: {
    "cataract-surgery": {
      sections: {
        steps: [
          "Eye drops numb the eye; you stay awake.",
          "The surgeon makes a 2-3 mm cut and breaks up the cloudy lens with ultrasound (phaco).",
          "A folded artificial lens is placed in the lens capsule.",
          "The cut seals itself; no stitches are usually needed.",
        ],
        before: [
          "Eye tests and lens power measurement (biometry)",
          "Blood sugar and blood pressure under control",
          "Stop blood thinners only if your doctor says so",
        ],
        after: [
          "Eye drops for about four weeks",
          "No rubbing the eye or splashing water for a week",
          "Most people read and watch TV the next day",
        ],
        risks: [
          "Infection (rare)",
          "Swelling of the cornea",
          "Clouding behind the lens later (treated with a laser)",
          "Raised eye pressure",
        ],
        alternatives: [
          "Stronger glasses while the cataract is mild",
          "Manual small-incision cataract surgery (SICS)",
        ],
        insurance:
          "Most health policies and government schemes cover cataract surgery. Many policies cap the amount per eye, so a premium lens may be partly yours to pay.",
      },
      sectionsHi: {
        steps: [
          "आँख की बूँदों से आँख सुन्न की जाती है; आप जागते रहते हैं।",
          "सर्जन 2-3 मिमी का चीरा लगाते हैं और अल्ट्रासाउंड (फ़ेको) से धुंधले लेंस को तोड़ते हैं।",
          "मुड़ा हुआ कृत्रिम लेंस लेंस की थैली (कैप्सूल) में रखा जाता है।",
          "चीरा अपने आप बंद हो जाता है; आम तौर पर टाँकों की ज़रूरत नहीं होती।",
        ],
        before: [
          "आँख की जाँचें और लेंस के नंबर का नाप (बायोमेट्री)",
          "ब्लड शुगर और ब्लड प्रेशर नियंत्रण में हों",
          "खून पतला करने की दवा तभी रोकें जब डॉक्टर कहें",
        ],
        after: [
          "लगभग चार हफ़्ते आँख की बूँदें",
          "एक हफ़्ते तक आँख न मलें और आँख में पानी के छींटे न जाने दें",
          "ज़्यादातर लोग अगले दिन पढ़ और टीवी देख पाते हैं",
        ],
        risks: [
          "संक्रमण (कम ही होता है)",
          "कॉर्निया में सूजन",
          "बाद में लेंस के पीछे धुंधलापन (लेज़र से ठीक होता है)",
          "आँख का दबाव बढ़ना",
        ],
        alternatives: [
          "मोतियाबिंद हल्का हो तो तेज़ नंबर का चश्मा",
          "छोटे चीरे वाली मोतियाबिंद सर्जरी (एसआईसीएस)",
        ],
        insurance:
          "ज़्यादातर स्वास्थ्य बीमा पॉलिसियाँ और सरकारी योजनाएँ मोतियाबिंद सर्जरी को कवर करती हैं। कई पॉलिसियों में हर आँख की एक सीमा होती है, इसलिए महँगे लेंस का कुछ खर्च आपको देना पड़ सकता है।",
      },
    },
    "knee-replacement": {
      sections: {
        steps: [
          "Spinal anaesthesia numbs you from the waist down.",
          "The worn ends of the thigh and shin bones are shaped and capped with metal parts.",
          "A plastic spacer is placed between them and the kneecap may be resurfaced.",
        ],
        before: [
          "Blood tests, ECG and X-rays",
          "Control of sugar and blood pressure",
          "Exercises to strengthen the thigh muscles",
        ],
        after: [
          "Walking with a walker the next day",
          "Physiotherapy for six to twelve weeks",
          "Stairs and driving after about six weeks",
        ],
        risks: [
          "Infection",
          "Blood clots in the leg",
          "Stiffness",
          "Wear of the implant after many years",
        ],
        alternatives: [
          "Weight loss, physiotherapy and pain relief",
          "Injections into the knee",
          "Partial knee replacement for damage on one side only",
        ],
        insurance:
          "Covered by most health policies after their waiting period for joint replacement (often two to four years). The implant price is capped by the government (NPPA).",
      },
      sectionsHi: {
        steps: [
          "स्पाइनल एनेस्थीसिया से कमर के नीचे का हिस्सा सुन्न किया जाता है।",
          "जाँघ और पिंडली की हड्डियों के घिसे सिरों को आकार देकर उन पर धातु के हिस्से लगाए जाते हैं।",
          "उनके बीच प्लास्टिक की परत रखी जाती है और घुटने की कटोरी की सतह भी बदली जा सकती है।",
        ],
        before: [
          "खून की जाँचें, ईसीजी और एक्स-रे",
          "शुगर और ब्लड प्रेशर पर नियंत्रण",
          "जाँघ की मांसपेशियाँ मज़बूत करने की कसरतें",
        ],
        after: [
          "अगले दिन वॉकर के सहारे चलना",
          "छह से बारह हफ़्ते फ़िज़ियोथेरेपी",
          "लगभग छह हफ़्ते बाद सीढ़ियाँ चढ़ना और गाड़ी चलाना",
        ],
        risks: ["संक्रमण", "पैर की नसों में खून का थक्का", "घुटने में जकड़न", "कई साल बाद इम्प्लांट का घिसना"],
        alternatives: [
          "वज़न घटाना, फ़िज़ियोथेरेपी और दर्द की दवा",
          "घुटने में इंजेक्शन",
          "नुकसान केवल एक तरफ़ हो तो आंशिक घुटना प्रत्यारोपण",
        ],
        insurance:
          "जोड़ प्रत्यारोपण की प्रतीक्षा अवधि (अक्सर दो से चार साल) के बाद ज़्यादातर स्वास्थ्य बीमा पॉलिसियों में कवर होता है। इम्प्लांट की कीमत की ऊपरी सीमा सरकार (एनपीपीए) तय करती है।",
      },
    },
  },
  test: {
    hba1c: {
      sections: {
        why: "HbA1c shows your average blood sugar over the last two to three months. It is used to diagnose diabetes and prediabetes and to check how well diabetes is controlled.",
        sample: "A small blood sample from a vein.",
        preparation: "No fasting is needed; you can eat and drink as usual.",
        normalRanges: [
          { label: "Normal", range: "Below 5.7 %" },
          { label: "Prediabetes", range: "5.7 % to 6.4 %" },
          { label: "Diabetes", range: "6.5 % or above" },
        ],
        homeCollection: true,
        faqs: [
          {
            question: "How often should I repeat HbA1c?",
            answer:
              "Every three months while diabetes treatment is being adjusted, and every six months when it is stable.",
          },
        ],
      },
      sectionsHi: {
        why: "एचबीए1सी पिछले दो-तीन महीनों की औसत ब्लड शुगर बताता है। इससे डायबिटीज़ और प्री-डायबिटीज़ की पहचान होती है और पता चलता है कि डायबिटीज़ कितनी नियंत्रण में है।",
        sample: "नस से थोड़ा सा खून।",
        preparation: "खाली पेट रहने की ज़रूरत नहीं है; आप सामान्य रूप से खा-पी सकते हैं।",
        normalRanges: [
          { label: "सामान्य", range: "5.7 % से कम" },
          { label: "प्री-डायबिटीज़", range: "5.7 % से 6.4 %" },
          { label: "डायबिटीज़", range: "6.5 % या अधिक" },
        ],
        homeCollection: true,
        faqs: [
          {
            question: "एचबीए1सी कितनी बार करवाना चाहिए?",
            answer: "जब तक डायबिटीज़ की दवा बदली जा रही हो, हर तीन महीने; स्थिर होने पर हर छह महीने।",
          },
        ],
      },
    },
  },
  department: {},
};
