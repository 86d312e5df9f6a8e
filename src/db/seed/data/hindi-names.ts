/**
 * Hindi names (Devanagari) of departments, treatments and conditions, by slug: what a Hindi
 * reader would search for and expect on a /hi page. Where the everyday word differs from the
 * medical one, the everyday word comes first and the medical term follows in brackets
 * ("बवासीर" for piles, "काला मोतिया (ग्लूकोमा)"). Diagnostic tests keep theirs in tests.ts.
 * The seed refuses to run if a department, treatment or condition lacks one (see withHindiName).
 */

export const departmentNamesHi: Readonly<Record<string, string>> = {
  orthopaedics: "हड्डी रोग (ऑर्थोपेडिक्स)",
  ophthalmology: "नेत्र रोग (ऑप्थैल्मोलॉजी)",
  "general-surgery": "सामान्य सर्जरी",
  proctology: "गुदा रोग (प्रोक्टोलॉजी)",
  urology: "मूत्र रोग (यूरोलॉजी)",
  gynaecology: "स्त्री रोग (गायनेकोलॉजी)",
  cardiology: "हृदय रोग (कार्डियोलॉजी)",
  gastroenterology: "पेट और पाचन रोग (गैस्ट्रोएंटेरोलॉजी)",
  ent: "नाक, कान, गला (ईएनटी)",
  neurology: "तंत्रिका रोग (न्यूरोलॉजी)",
  nephrology: "गुर्दा रोग (नेफ्रोलॉजी)",
  oncology: "कैंसर रोग (ऑन्कोलॉजी)",
  "bariatric-surgery": "मोटापे की सर्जरी (बेरिएट्रिक सर्जरी)",
  "cosmetic-and-plastic-surgery": "कॉस्मेटिक और प्लास्टिक सर्जरी",
  "fertility-and-ivf": "प्रजनन उपचार और आईवीएफ",
};

export const treatmentNamesHi: Readonly<Record<string, string>> = {
  // Orthopaedics
  "knee-replacement": "घुटना प्रत्यारोपण",
  "hip-replacement": "कूल्हा प्रत्यारोपण",
  "acl-reconstruction": "एसीएल रिकंस्ट्रक्शन (घुटने के लिगामेंट की सर्जरी)",
  "knee-arthroscopy": "घुटने की आर्थ्रोस्कोपी",
  "shoulder-arthroscopy": "कंधे की आर्थ्रोस्कोपी",
  "spine-surgery": "रीढ़ की सर्जरी (डिस्केक्टॉमी)",
  "carpal-tunnel-release": "कार्पल टनल रिलीज़ सर्जरी",
  "fracture-fixation": "फ्रैक्चर फिक्सेशन (ओआरआईएफ)",
  "shoulder-replacement": "कंधा प्रत्यारोपण",
  // Ophthalmology
  "cataract-surgery": "मोतियाबिंद का ऑपरेशन",
  lasik: "लेसिक (चश्मा हटाने की लेज़र सर्जरी)",
  "smile-laser-eye-surgery": "स्माइल लेज़र आँख सर्जरी",
  "icl-surgery": "आईसीएल सर्जरी",
  "glaucoma-surgery": "काला मोतिया (ग्लूकोमा) की सर्जरी",
  "retinal-detachment-surgery": "रेटिना डिटैचमेंट सर्जरी",
  "squint-surgery": "भेंगापन की सर्जरी",
  // General Surgery
  "hernia-repair": "हर्निया का ऑपरेशन",
  "gallbladder-removal": "पित्त की थैली निकालने का ऑपरेशन",
  appendectomy: "अपेंडिक्स का ऑपरेशन",
  "lipoma-removal": "लाइपोमा (चर्बी की गाँठ) निकालना",
  "varicose-vein-treatment": "वैरिकोज़ वेन्स का इलाज",
  thyroidectomy: "थायरॉइड का ऑपरेशन (थायरॉइडेक्टॉमी)",
  // Proctology
  "piles-treatment": "बवासीर का इलाज",
  "fistula-treatment": "भगंदर का इलाज",
  "fissure-treatment": "फिशर का इलाज",
  "pilonidal-sinus-treatment": "पाइलोनिडल साइनस का इलाज",
  "rectal-prolapse-surgery": "रेक्टल प्रोलैप्स (मलाशय बाहर आना) की सर्जरी",
  // Urology
  "kidney-stone-treatment": "गुर्दे की पथरी का इलाज",
  rirs: "आरआईआरएस (लेज़र से पथरी का इलाज)",
  pcnl: "पीसीएनएल (बड़ी पथरी निकालने की सर्जरी)",
  eswl: "ईएसडब्ल्यूएल (शॉक वेव से पथरी तोड़ना)",
  ureteroscopy: "यूरेटेरोस्कोपी (यूआरएसएल)",
  circumcision: "खतना (सर्कमसिज़न)",
  turp: "टीयूआरपी (प्रोस्टेट की सर्जरी)",
  "hydrocele-surgery": "हाइड्रोसील का ऑपरेशन",
  "varicocele-surgery": "वैरिकोसील का ऑपरेशन",
  // Gynaecology
  hysterectomy: "बच्चेदानी निकालने का ऑपरेशन (हिस्टेरेक्टॉमी)",
  "vaginal-tightening": "योनि कसाव (वजाइनल टाइटनिंग)",
  myomectomy: "मायोमेक्टॉमी (रसौली निकालना)",
  "ovarian-cyst-removal": "अंडाशय की सिस्ट निकालना",
  "endometriosis-surgery": "एंडोमेट्रियोसिस की सर्जरी",
  "normal-delivery": "सामान्य प्रसव (नॉर्मल डिलीवरी)",
  "caesarean-section": "सिज़ेरियन डिलीवरी (सी-सेक्शन)",
  // Cardiology
  angioplasty: "एंजियोप्लास्टी",
  cabg: "बाईपास सर्जरी (सीएबीजी)",
  "pacemaker-implantation": "पेसमेकर लगाना",
  "heart-valve-replacement": "हृदय वाल्व बदलना",
  "coronary-angiography": "कोरोनरी एंजियोग्राफी",
  // Gastroenterology
  "liver-transplant": "लिवर प्रत्यारोपण",
  "upper-gi-endoscopy": "अपर जीआई एंडोस्कोपी",
  colonoscopy: "कोलोनोस्कोपी",
  ercp: "ईआरसीपी",
  // ENT
  septoplasty: "सेप्टोप्लास्टी (नाक की टेढ़ी हड्डी का ऑपरेशन)",
  tonsillectomy: "टॉन्सिल का ऑपरेशन",
  fess: "साइनस की सर्जरी (एफईएसएस)",
  tympanoplasty: "कान के पर्दे की मरम्मत (टिम्पैनोप्लास्टी)",
  "cochlear-implant": "कॉक्लियर इम्प्लांट",
  stapedectomy: "स्टेपेडेक्टॉमी",
  // Neurology
  "brain-tumour-surgery": "ब्रेन ट्यूमर की सर्जरी",
  "deep-brain-stimulation": "डीप ब्रेन स्टिमुलेशन",
  "vp-shunt-surgery": "वीपी शंट सर्जरी",
  // Nephrology
  dialysis: "डायलिसिस",
  "renal-transplant": "गुर्दा प्रत्यारोपण",
  "av-fistula-creation": "एवी फिस्टुला बनाना (डायलिसिस के लिए)",
  // Oncology
  "breast-cancer-surgery": "स्तन कैंसर की सर्जरी",
  chemotherapy: "कीमोथेरेपी",
  "radiation-therapy": "रेडिएशन थेरेपी (विकिरण चिकित्सा)",
  "oral-cancer-surgery": "मुँह के कैंसर की सर्जरी",
  // Bariatric Surgery
  "sleeve-gastrectomy": "स्लीव गैस्ट्रेक्टॉमी",
  "gastric-bypass": "गैस्ट्रिक बाईपास",
  "intragastric-balloon": "इंट्रागैस्ट्रिक बैलून",
  // Cosmetic & Plastic Surgery
  rhinoplasty: "नाक की सर्जरी (राइनोप्लास्टी)",
  liposuction: "लाइपोसक्शन",
  "gynecomastia-surgery": "गाइनेकोमास्टिया की सर्जरी",
  "hair-transplant": "हेयर ट्रांसप्लांट (बाल प्रत्यारोपण)",
  abdominoplasty: "टमी टक (एब्डोमिनोप्लास्टी)",
  "breast-augmentation": "ब्रेस्ट ऑगमेंटेशन (स्तन वृद्धि सर्जरी)",
  // Fertility & IVF
  ivf: "आईवीएफ (टेस्ट ट्यूब बेबी)",
  iui: "आईयूआई",
  icsi: "आईसीएसआई",
};

export const conditionNamesHi: Readonly<Record<string, string>> = {
  // Orthopaedics
  "knee-osteoarthritis": "घुटने का गठिया (ऑस्टियोआर्थराइटिस)",
  "hip-arthritis": "कूल्हे का गठिया",
  "acl-tear": "एसीएल लिगामेंट का फटना",
  "meniscus-tear": "मेनिस्कस का फटना",
  "frozen-shoulder": "फ्रोज़न शोल्डर (जकड़ा हुआ कंधा)",
  "slipped-disc": "स्लिप डिस्क",
  "carpal-tunnel-syndrome": "कार्पल टनल सिंड्रोम",
  "avascular-necrosis": "कूल्हे का एवैस्कुलर नेक्रोसिस",
  // Ophthalmology
  cataract: "मोतियाबिंद",
  glaucoma: "काला मोतिया (ग्लूकोमा)",
  myopia: "निकट दृष्टि दोष (मायोपिया)",
  "diabetic-retinopathy": "डायबिटिक रेटिनोपैथी",
  "retinal-detachment": "रेटिना का अलग होना",
  squint: "भेंगापन",
  // General Surgery
  "inguinal-hernia": "इंगुइनल हर्निया (जाँघ के जोड़ का हर्निया)",
  "umbilical-hernia": "नाभि का हर्निया",
  gallstones: "पित्त की पथरी",
  appendicitis: "अपेंडिसाइटिस",
  "varicose-veins": "वैरिकोज़ वेन्स (फूली हुई नसें)",
  lipoma: "लाइपोमा (चर्बी की गाँठ)",
  // Proctology
  piles: "बवासीर",
  "anal-fistula": "भगंदर",
  "anal-fissure": "गुदा में दरार (फिशर)",
  "pilonidal-sinus": "पाइलोनिडल साइनस",
  "rectal-prolapse": "मलाशय का बाहर आना (रेक्टल प्रोलैप्स)",
  // Urology
  "kidney-stones": "गुर्दे की पथरी",
  "enlarged-prostate": "प्रोस्टेट का बढ़ना (बीपीएच)",
  phimosis: "फिमोसिस",
  hydrocele: "हाइड्रोसील",
  varicocele: "वैरिकोसील",
  "urinary-tract-infection": "मूत्र मार्ग संक्रमण (यूटीआई)",
  "urinary-incontinence": "पेशाब पर नियंत्रण न रहना",
  // Gynaecology
  "uterine-fibroids": "बच्चेदानी में रसौली (फाइब्रॉइड)",
  pcos: "पीसीओएस",
  endometriosis: "एंडोमेट्रियोसिस",
  "ovarian-cyst": "अंडाशय में सिस्ट",
  "heavy-menstrual-bleeding": "माहवारी में अधिक रक्तस्राव",
  "vaginal-laxity": "योनि का ढीलापन",
  "uterine-prolapse": "बच्चेदानी का नीचे खिसकना",
  adenomyosis: "एडिनोमायोसिस",
  // Cardiology
  "coronary-artery-disease": "कोरोनरी धमनी रोग",
  "heart-attack": "दिल का दौरा",
  hypertension: "उच्च रक्तचाप (हाई बीपी)",
  "heart-failure": "हार्ट फेलियर",
  arrhythmia: "अनियमित धड़कन (अतालता)",
  // Gastroenterology
  "acid-reflux": "एसिडिटी (जीईआरडी)",
  "fatty-liver": "फैटी लिवर",
  "liver-cirrhosis": "लिवर सिरोसिस",
  "irritable-bowel-syndrome": "इरिटेबल बाउल सिंड्रोम (आईबीएस)",
  gastritis: "गैस्ट्राइटिस (पेट की सूजन)",
  "hepatitis-b": "हेपेटाइटिस बी",
  // ENT
  "deviated-nasal-septum": "नाक की हड्डी टेढ़ी होना",
  "chronic-sinusitis": "पुराना साइनस (क्रोनिक साइनसाइटिस)",
  tonsillitis: "टॉन्सिलाइटिस",
  "hearing-loss": "सुनने में कमी",
  "ear-drum-perforation": "कान के पर्दे में छेद",
  otosclerosis: "ओटोस्क्लेरोसिस",
  // Neurology
  migraine: "माइग्रेन",
  stroke: "लकवा (स्ट्रोक)",
  epilepsy: "मिर्गी",
  "parkinsons-disease": "पार्किंसंस रोग",
  "brain-tumour": "ब्रेन ट्यूमर",
  // Nephrology
  "chronic-kidney-disease": "क्रोनिक किडनी रोग",
  "acute-kidney-injury": "एक्यूट किडनी इंजरी",
  "nephrotic-syndrome": "नेफ्रोटिक सिंड्रोम",
  "diabetic-nephropathy": "डायबिटिक नेफ्रोपैथी",
  // Oncology
  "breast-cancer": "स्तन कैंसर",
  "oral-cancer": "मुँह का कैंसर",
  "cervical-cancer": "गर्भाशय ग्रीवा का कैंसर (सर्वाइकल कैंसर)",
  "lung-cancer": "फेफड़ों का कैंसर",
  "colorectal-cancer": "आँत का कैंसर (कोलोरेक्टल कैंसर)",
  // Bariatric Surgery
  "morbid-obesity": "अत्यधिक मोटापा",
  "metabolic-syndrome": "मेटाबॉलिक सिंड्रोम",
  // Cosmetic & Plastic Surgery
  gynecomastia: "गाइनेकोमास्टिया (पुरुषों में स्तन बढ़ना)",
  "hair-loss": "बाल झड़ना (गंजापन)",
  "loose-abdominal-skin": "पेट की ढीली त्वचा",
  // Fertility & IVF
  "female-infertility": "महिला बांझपन",
  "male-infertility": "पुरुष बांझपन",
  "blocked-fallopian-tubes": "फैलोपियन ट्यूब में रुकावट",
  "low-amh": "कम एएमएच (अंडों का कम भंडार)",
};

/** Adds `nameHi` from `names`, refusing an item without one (a new row needs its Hindi name). */
export function withHindiName<T extends { slug: string }>(
  items: readonly T[],
  names: Readonly<Record<string, string>>,
  what: string,
): (T & { nameHi: string })[] {
  const known = new Set(items.map((i) => i.slug));
  const unused = Object.keys(names).filter((slug) => !known.has(slug));
  if (unused.length > 0) throw new Error(`Hindi ${what} names for unknown slugs: ${unused}`);
  return items.map((item) => {
    const nameHi = names[item.slug];
    if (!nameHi) throw new Error(`No Hindi name for ${what} '${item.slug}'`);
    return { ...item, nameHi };
  });
}
