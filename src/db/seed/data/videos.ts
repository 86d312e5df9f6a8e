/**
 * Patient videos (/videos): short slide explainers made for this site (scripts/make-videos.ts
 * renders them with ffmpeg into public/media/videos; the files are committed, CI needs no ffmpeg).
 * Each slide is one line of `slides`; the transcript is what the slides say, in full sentences.
 */

export interface VideoSeed {
  id: number;
  slug: string;
  titleEn: string;
  titleHi: string;
  description: string;
  /** Slide texts, one slide each (English; rendered into the video). */
  slides: readonly string[];
  transcriptEn: string;
  transcriptHi: string;
  publishedAt: string;
}

/** Seconds each slide stays on screen. */
export const SLIDE_SECONDS = 5;

export const videos: readonly VideoSeed[] = [
  {
    id: 1,
    slug: "preparing-for-knee-replacement",
    titleEn: "Preparing for knee replacement surgery",
    titleHi: "घुटना प्रत्यारोपण सर्जरी की तैयारी",
    description:
      "What to do in the weeks before a knee replacement: tests, medicines, exercises and getting your home ready.",
    slides: [
      "Preparing for knee replacement",
      "Tests: blood tests, ECG and knee X-rays",
      "Tell your surgeon every medicine you take",
      "Strengthen your thigh muscles before surgery",
      "Make your home safe: rugs away, chair with arms",
      "Arrange help at home for the first weeks",
    ],
    transcriptEn: `Preparing for knee replacement surgery starts a few weeks before the operation.

Your surgeon will ask for tests: usually blood tests, an ECG and X-rays of the knee, so that the anaesthetist and the surgeon know you are fit for surgery.

Tell your surgeon about every medicine you take, including blood thinners, diabetes medicines and herbal remedies. Some may need to be stopped or changed before surgery, but only on your doctor's advice.

Exercises that strengthen the thigh muscles before surgery help you walk sooner afterwards. A physiotherapist can show you which ones are safe for you.

Make your home safe: move loose rugs and wires out of the way, keep a firm chair with arms, and put the things you use every day within easy reach.

Arrange for someone to help you at home for the first weeks after you leave hospital.`,
    transcriptHi: `घुटना प्रत्यारोपण सर्जरी की तैयारी ऑपरेशन से कुछ हफ़्ते पहले शुरू होती है।

आपके सर्जन कुछ जाँचें कराएँगे: आमतौर पर खून की जाँच, ईसीजी और घुटने का एक्स-रे, ताकि एनेस्थेटिस्ट और सर्जन जान सकें कि आप सर्जरी के लिए तैयार हैं।

आप जो भी दवाएँ लेते हैं, सबके बारे में सर्जन को बताएँ, जिनमें खून पतला करने वाली दवाएँ, डायबिटीज़ की दवाएँ और जड़ी-बूटी वाली दवाएँ भी शामिल हैं। कुछ दवाएँ सर्जरी से पहले बंद करनी या बदलनी पड़ सकती हैं, लेकिन सिर्फ़ डॉक्टर की सलाह पर।

सर्जरी से पहले जाँघ की मांसपेशियों को मज़बूत करने वाले व्यायाम करने से बाद में आप जल्दी चल पाते हैं। फ़िज़ियोथेरेपिस्ट बता सकते हैं कि आपके लिए कौन से व्यायाम सुरक्षित हैं।

घर को सुरक्षित बनाएँ: ढीले कालीन और तार रास्ते से हटाएँ, हत्थे वाली मज़बूत कुर्सी रखें, और रोज़ की चीज़ें आसानी से पहुँच में रखें।

अस्पताल से लौटने के बाद पहले कुछ हफ़्तों के लिए घर पर किसी की मदद का इंतज़ाम कर लें।`,
    publishedAt: "2026-10-06T10:00:00+05:30",
  },
  {
    id: 2,
    slug: "what-pm-jay-covers",
    titleEn: "What Ayushman Bharat PM-JAY covers",
    titleHi: "आयुष्मान भारत PM-JAY में क्या कवर होता है",
    description:
      "The basics of PM-JAY: the yearly cover per family, cashless treatment at empanelled hospitals, and who is eligible.",
    slides: [
      "What Ayushman Bharat PM-JAY covers",
      "Up to Rs 5 lakh per family per year",
      "Cashless at empanelled hospitals",
      "3 days before and 15 days after admission",
      "Check eligibility at beneficiary.nha.gov.in",
    ],
    transcriptEn: `Ayushman Bharat PM-JAY is the Government of India's health assurance scheme for hospital care.

It covers up to five lakh rupees per family per year for secondary and tertiary care in hospital. There is no limit on family size or age.

Treatment is cashless and paperless at empanelled public and private hospitals: an Ayushman Mitra at the hospital helps you with the card and the approval.

The cover includes three days before admission and fifteen days after discharge, such as tests and medicines.

Families are eligible by the deprivation and occupation criteria of the socio-economic caste census, and since 2024 every citizen aged seventy or more is eligible too. You can check eligibility on the official beneficiary portal, beneficiary.nha.gov.in, or call 14555.`,
    transcriptHi: `आयुष्मान भारत PM-JAY भारत सरकार की अस्पताल में इलाज के लिए स्वास्थ्य आश्वासन योजना है।

इसमें हर परिवार को हर साल पाँच लाख रुपये तक का कवर मिलता है, अस्पताल में सेकेंडरी और टर्शियरी इलाज के लिए। परिवार के आकार या उम्र की कोई सीमा नहीं है।

सूचीबद्ध (एम्पैनल्ड) सरकारी और निजी अस्पतालों में इलाज कैशलेस और पेपरलेस होता है: अस्पताल में आयुष्मान मित्र कार्ड और मंज़ूरी में आपकी मदद करते हैं।

कवर में भर्ती से तीन दिन पहले और छुट्टी के पंद्रह दिन बाद तक का खर्च भी शामिल है, जैसे जाँचें और दवाएँ।

सामाजिक-आर्थिक जाति जनगणना के वंचन और व्यवसाय के मानदंडों से परिवार पात्र होते हैं, और 2024 से सत्तर साल या उससे ज़्यादा उम्र का हर नागरिक भी पात्र है। पात्रता आधिकारिक पोर्टल beneficiary.nha.gov.in पर जाँचें, या 14555 पर कॉल करें।`,
    publishedAt: "2026-10-20T10:00:00+05:30",
  },
  {
    id: 3,
    slug: "cataract-surgery-day",
    titleEn: "Your cataract surgery day",
    titleHi: "मोतियाबिंद सर्जरी का दिन",
    description:
      "What happens on the day of cataract surgery, from the eye drops to going home, and how to care for the eye afterwards.",
    slides: [
      "Your cataract surgery day",
      "Follow your hospital's advice on food and medicines",
      "Drops widen the pupil and numb the eye",
      "The operation takes about 15 to 30 minutes",
      "Most patients go home the same day",
      "Use your eye drops and do not rub the eye",
    ],
    transcriptEn: `This is what usually happens on the day of cataract surgery.

Before you come, follow your hospital's advice about eating and about your usual medicines. Bring someone who can take you home.

At the hospital, a nurse puts drops in your eye to widen the pupil. The eye is numbed with drops or a small injection, so you stay awake but do not feel pain.

The surgeon removes the cloudy lens through a small cut and puts in a clear artificial lens. The operation itself usually takes about fifteen to thirty minutes.

Most patients go home the same day, with a shield over the eye.

For the next weeks, use your eye drops exactly as prescribed, do not rub the eye, and keep water and soap out of it. Call your eye doctor at once if the pain gets worse or your sight gets worse.`,
    transcriptHi: `मोतियाबिंद सर्जरी के दिन आमतौर पर यह होता है।

आने से पहले खाने और अपनी रोज़ की दवाओं के बारे में अस्पताल की सलाह मानें। किसी ऐसे व्यक्ति को साथ लाएँ जो आपको घर ले जा सके।

अस्पताल में नर्स आपकी आँख में पुतली फैलाने वाली ड्रॉप्स डालती हैं। आँख को ड्रॉप्स या छोटे इंजेक्शन से सुन्न किया जाता है, इसलिए आप जागते रहते हैं पर दर्द महसूस नहीं होता।

सर्जन एक छोटे चीरे से धुंधला लेंस निकालकर साफ़ कृत्रिम लेंस लगाते हैं। ऑपरेशन में आमतौर पर पंद्रह से तीस मिनट लगते हैं।

ज़्यादातर मरीज़ उसी दिन घर चले जाते हैं, आँख पर एक सुरक्षा कवच के साथ।

अगले कुछ हफ़्तों तक आँख की ड्रॉप्स ठीक वैसे ही डालें जैसा डॉक्टर ने लिखा है, आँख न मलें, और पानी व साबुन आँख में न जाने दें। दर्द बढ़े या दिखना कम हो तो तुरंत अपने आँख के डॉक्टर को फ़ोन करें।`,
    publishedAt: "2026-11-03T10:00:00+05:30",
  },
];

/** Public paths of a video's file and poster (made by scripts/make-videos.ts). */
export function videoFiles(slug: string): { source: string; poster: string } {
  return { source: `/media/videos/${slug}.mp4`, poster: `/media/videos/${slug}.jpg` };
}
