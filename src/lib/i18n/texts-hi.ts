/**
 * Hindi of the sample data's descriptive texts, keyed by the English text they translate: the
 * departments' descriptions and specialisations, and the summaries of the treatments the home page
 * shows. A text without an entry here shows in English on Hindi pages, marked "(अंग्रेज़ी में)"
 * (src/lib/i18n/localize-hi.ts).
 */

export const TEXTS_HI: Readonly<Record<string, string>> = {
  // Departments
  "Bones, joints, ligaments and the spine: from fractures to joint replacement.":
    "हड्डियाँ, जोड़, लिगामेंट और रीढ़: फ्रैक्चर से लेकर जोड़ प्रत्यारोपण तक।",
  "Eye care, including cataract, refractive (LASIK), glaucoma and retina surgery.":
    "आँखों की देखभाल, जिसमें मोतियाबिंद, चश्मा हटाने (लेसिक), काला मोतिया और रेटिना की सर्जरी शामिल है।",
  "Common abdominal and soft-tissue operations, mostly done by keyhole surgery.":
    "पेट और शरीर के नरम हिस्सों के आम ऑपरेशन, जो ज़्यादातर दूरबीन (लेप्रोस्कोपिक) सर्जरी से होते हैं।",
  "Problems of the anus and rectum such as piles, fissure and fistula.":
    "गुदा और मलाशय की समस्याएँ, जैसे बवासीर, फ़िशर और भगंदर।",
  "Kidneys, bladder, prostate and male reproductive organs.":
    "गुर्दे, मूत्राशय, प्रोस्टेट और पुरुष प्रजनन अंग।",
  "Women's reproductive health, pregnancy care and gynaecological surgery.":
    "महिलाओं का प्रजनन स्वास्थ्य, गर्भावस्था की देखभाल और स्त्री रोग सर्जरी।",
  "Heart and blood-vessel disease: diagnosis, angioplasty and heart surgery.":
    "दिल और रक्त नलियों के रोग: जाँच, एंजियोप्लास्टी और दिल की सर्जरी।",
  "Stomach, intestines, liver and pancreas, including endoscopy and transplant.":
    "पेट, आँतें, लिवर और अग्न्याशय (पैंक्रियास), जिसमें एंडोस्कोपी और प्रत्यारोपण शामिल हैं।",
  "Ear, nose and throat conditions, from sinusitis to hearing loss.":
    "कान, नाक और गले की बीमारियाँ, साइनस से लेकर कम सुनाई देने तक।",
  "Brain, spinal cord and nerves: medical neurology and neurosurgery.":
    "दिमाग, रीढ़ की हड्डी और नसें: दवाओं से इलाज (न्यूरोलॉजी) और सर्जरी (न्यूरोसर्जरी)।",
  "Kidney disease care, dialysis and kidney transplantation.":
    "गुर्दे के रोगों का इलाज, डायलिसिस और गुर्दा प्रत्यारोपण।",
  "Cancer diagnosis and treatment: surgery, chemotherapy and radiation.":
    "कैंसर की जाँच और इलाज: सर्जरी, कीमोथेरेपी और रेडिएशन।",
  "Weight-loss and metabolic surgery for severe obesity and related diseases.":
    "गंभीर मोटापे और उससे जुड़ी बीमारियों के लिए वज़न घटाने और मेटाबॉलिक सर्जरी।",
  "Reconstructive and aesthetic surgery of the face, body and hair.":
    "चेहरे, शरीर और बालों की पुनर्निर्माण और सौंदर्य सर्जरी।",
  "Evaluation and treatment of infertility for couples, from IUI to IVF and ICSI.":
    "दंपतियों में बाँझपन की जाँच और इलाज, आईयूआई से लेकर आईवीएफ़ और आईसीएसआई तक।",
  // Authors and reviewers
  "Sample profile (fictional author). Meera writes about surgery, recovery and hospital stays in plain language, with a focus on what families need to plan ahead.":
    "नमूना प्रोफ़ाइल (काल्पनिक लेखक)। मीरा सर्जरी, ठीक होने और अस्पताल में रहने के बारे में आसान भाषा में लिखती हैं, खास तौर पर इस पर कि परिवारों को पहले से क्या योजना बनानी चाहिए।",
  "Sample profile (fictional author). Rohan explains health insurance, cashless claims and government schemes such as Ayushman Bharat PM-JAY.":
    "नमूना प्रोफ़ाइल (काल्पनिक लेखक)। रोहन स्वास्थ्य बीमा, कैशलेस क्लेम और आयुष्मान भारत जैसी सरकारी योजनाओं को समझाते हैं।",
  "Sample profile (fictional author). Sana covers gynaecology, fertility and pregnancy topics, and edits our Hindi articles.":
    "नमूना प्रोफ़ाइल (काल्पनिक लेखक)। सना स्त्री रोग, प्रजनन और गर्भावस्था के विषयों पर लिखती हैं और हमारे हिंदी लेखों का संपादन करती हैं।",
  "Sample profile (fictional author). Arjun edits articles on eye care, urology and digestive health and checks every figure against its source.":
    "नमूना प्रोफ़ाइल (काल्पनिक लेखक)। अर्जुन आँखों, मूत्र रोग और पाचन स्वास्थ्य पर लेखों का संपादन करते हैं और हर आँकड़े को उसके स्रोत से मिलाते हैं।",
  "Sample profile (fictional author). Priyanka writes patient guides in Hindi so that families can read about a treatment in the language they are most comfortable with.":
    "नमूना प्रोफ़ाइल (काल्पनिक लेखक)। प्रियंका हिंदी में मरीज़ों के लिए गाइड लिखती हैं, ताकि परिवार इलाज के बारे में उसी भाषा में पढ़ सकें जिसमें वे सबसे सहज हैं।",
  "Sample profile (fictional reviewer). An orthopaedic surgeon who reviews our articles on joint replacement, sports injuries and the spine.":
    "नमूना प्रोफ़ाइल (काल्पनिक समीक्षक)। हड्डी रोग सर्जन, जो जोड़ प्रत्यारोपण, खेल की चोटों और रीढ़ पर हमारे लेखों की जाँच करते हैं।",
  "Sample profile (fictional reviewer). A laparoscopic surgeon who reviews our articles on hernia, gallbladder, piles, fistula and other surgical conditions.":
    "नमूना प्रोफ़ाइल (काल्पनिक समीक्षक)। दूरबीन (लेप्रोस्कोपिक) सर्जन, जो हर्निया, पित्त की थैली, बवासीर, भगंदर और दूसरी सर्जिकल बीमारियों पर हमारे लेखों की जाँच करती हैं।",
  "Sample profile (fictional reviewer). An eye surgeon who reviews our articles on cataract, LASIK and glaucoma.":
    "नमूना प्रोफ़ाइल (काल्पनिक समीक्षक)। नेत्र सर्जन, जो मोतियाबिंद, लेसिक और काला मोतिया पर हमारे लेखों की जाँच करती हैं।",
  "Sample profile (fictional reviewer). A gynaecologist and fertility specialist who reviews our articles on women's health, IVF and insurance for maternity care.":
    "नमूना प्रोफ़ाइल (काल्पनिक समीक्षक)। स्त्री रोग और प्रजनन विशेषज्ञ, जो महिलाओं के स्वास्थ्य, आईवीएफ़ और प्रसूति के बीमा पर हमारे लेखों की जाँच करते हैं।",
  "Sample profile (fictional reviewer). A urologist who reviews our pages on kidney stones, the prostate and kidney care.":
    "नमूना प्रोफ़ाइल (काल्पनिक समीक्षक)। मूत्र रोग विशेषज्ञ, जो गुर्दे की पथरी, प्रोस्टेट और गुर्दे की देखभाल पर हमारे पेजों की जाँच करते हैं।",
  "Sample profile (fictional reviewer). A cardiologist who reviews our pages on heart disease, angioplasty and heart surgery.":
    "नमूना प्रोफ़ाइल (काल्पनिक समीक्षक)। हृदय रोग विशेषज्ञ, जो दिल की बीमारी, एंजियोप्लास्टी और दिल की सर्जरी पर हमारे पेजों की जाँच करती हैं।",
  "Sample profile (fictional reviewer). An ENT surgeon who reviews our pages on ear, nose, throat and nerve conditions.":
    "नमूना प्रोफ़ाइल (काल्पनिक समीक्षक)। नाक, कान, गला (ईएनटी) सर्जन, जो कान, नाक, गले और नसों की बीमारियों पर हमारे पेजों की जाँच करते हैं।",
  "Sample profile (fictional reviewer). A pathologist who reviews our pages on laboratory tests, cancer care and reconstructive surgery.":
    "नमूना प्रोफ़ाइल (काल्पनिक समीक्षक)। पैथोलॉजिस्ट, जो लैब जाँचों, कैंसर के इलाज और पुनर्निर्माण सर्जरी पर हमारे पेजों की जाँच करती हैं।",
  // Videos
  "What to do in the weeks before a knee replacement: tests, medicines, exercises and getting your home ready.":
    "घुटना प्रत्यारोपण से पहले के हफ़्तों में क्या करें: जाँचें, दवाएँ, कसरत और घर की तैयारी।",
  "The basics of PM-JAY: the yearly cover per family, cashless treatment at empanelled hospitals, and who is eligible.":
    "आयुष्मान भारत की बुनियादी बातें: हर परिवार का सालाना कवर, सूचीबद्ध अस्पतालों में कैशलेस इलाज, और कौन पात्र है।",
  "What happens on the day of cataract surgery, from the eye drops to going home, and how to care for the eye afterwards.":
    "मोतियाबिंद सर्जरी के दिन क्या होता है, आँख की बूँदों से लेकर घर जाने तक, और बाद में आँख की देखभाल कैसे करें।",
  // Popular treatments (the home page)
  "The worn surfaces of an arthritic knee are replaced with a metal and plastic implant. Most patients walk with support the next day and resume daily activities in about six weeks.":
    "गठिया से घिसे घुटने की सतहों को धातु और प्लास्टिक के इम्प्लांट से बदला जाता है। ज़्यादातर मरीज़ अगले दिन सहारे से चलने लगते हैं और लगभग छह हफ़्तों में रोज़ के काम करने लगते हैं।",
  "The cloudy natural lens is removed through a tiny cut and replaced with a clear artificial lens. It takes about 20 minutes per eye and you go home the same day.":
    "धुंधले हो चुके प्राकृतिक लेंस को एक छोटे से चीरे से निकालकर साफ़ कृत्रिम लेंस लगाया जाता है। एक आँख में लगभग 20 मिनट लगते हैं और आप उसी दिन घर जाते हैं।",
  "Piles that do not settle with diet and medicines are treated with banding, laser or stapler surgery, often as a day-care procedure.":
    "जो बवासीर खान-पान और दवाओं से ठीक नहीं होती, उसका इलाज बैंडिंग, लेज़र या स्टेपलर सर्जरी से होता है, अक्सर उसी दिन छुट्टी के साथ।",
  "The weak spot in the abdominal wall is closed and reinforced with a mesh, by open or laparoscopic surgery.":
    "पेट की दीवार की कमज़ोर जगह को ओपन या दूरबीन (लेप्रोस्कोपिक) सर्जरी से बंद करके जाली (मेश) से मज़बूत किया जाता है।",
  "Laparoscopic cholecystectomy removes a gallbladder with painful stones through three or four small cuts; most people go home in a day.":
    "दूरबीन से होने वाले इस ऑपरेशन में पथरी से दर्द देने वाली पित्त की थैली तीन-चार छोटे चीरों से निकाली जाती है; ज़्यादातर लोग एक दिन में घर चले जाते हैं।",
  "Stones too large to pass are broken up by shock waves or a laser through a scope, or removed by keyhole surgery, depending on size and position.":
    "जो पथरी अपने आप नहीं निकल सकती, उसे आकार और जगह के हिसाब से शॉक वेव या दूरबीन से लेज़र द्वारा तोड़ा जाता है, या की-होल सर्जरी से निकाला जाता है।",
  "A laser reshapes the cornea to correct short sight, long sight or astigmatism so that you need glasses less or not at all.":
    "लेज़र से कॉर्निया का आकार बदलकर पास या दूर की नज़र की कमज़ोरी और एस्टिग्मैटिज़्म ठीक किया जाता है, ताकि चश्मे की ज़रूरत कम हो या न रहे।",
  "A damaged hip joint, often from arthritis or avascular necrosis, is replaced with an artificial ball and socket to relieve pain and restore movement.":
    "गठिया या हड्डी गलने (एवैस्कुलर नेक्रोसिस) से खराब हुए कूल्हे के जोड़ को कृत्रिम बॉल और सॉकेट से बदला जाता है, ताकि दर्द दूर हो और चलना-फिरना लौट आए।",
};

/** The departments' specialisations. */
export const SPECIALISATIONS_HI: Readonly<Record<string, string>> = {
  "Joint Replacement": "जोड़ प्रत्यारोपण",
  "Arthroscopy & Sports Injury": "आर्थ्रोस्कोपी और खेल की चोटें",
  "Spine Surgery": "रीढ़ की सर्जरी",
  "Trauma & Fracture Care": "चोट और फ्रैक्चर का इलाज",
  "Hand Surgery": "हाथ की सर्जरी",
  "Cataract Surgery": "मोतियाबिंद सर्जरी",
  "Refractive Surgery": "चश्मा हटाने की सर्जरी",
  Glaucoma: "काला मोतिया (ग्लूकोमा)",
  Retina: "रेटिना",
  Squint: "भेंगापन",
  "Laparoscopic Surgery": "दूरबीन (लेप्रोस्कोपिक) सर्जरी",
  "Hernia Surgery": "हर्निया सर्जरी",
  "Gallbladder Surgery": "पित्त की थैली की सर्जरी",
  "Vascular (Varicose Veins)": "नसों की सर्जरी (वैरिकोज़ वेन्स)",
  "Thyroid Surgery": "थायरॉइड सर्जरी",
  "Laser Proctology": "लेज़र गुदा रोग उपचार",
  Piles: "बवासीर",
  Fissure: "फ़िशर",
  Fistula: "भगंदर (फ़िस्टुला)",
  "Pilonidal Sinus": "पाइलोनिडल साइनस",
  "Kidney Stones (Endourology)": "गुर्दे की पथरी (एंडोयूरोलॉजी)",
  Prostate: "प्रोस्टेट",
  Andrology: "पुरुष रोग (एंड्रोलॉजी)",
  "Reconstructive Urology": "पुनर्निर्माण मूत्र रोग सर्जरी",
  "Paediatric Urology": "बच्चों के मूत्र रोग",
  "Laparoscopic Gynaecology": "दूरबीन से स्त्री रोग सर्जरी",
  Obstetrics: "प्रसूति",
  "Cosmetic Gynaecology": "कॉस्मेटिक स्त्री रोग",
  "Menopause Care": "रजोनिवृत्ति की देखभाल",
  "High-risk Pregnancy": "जोखिम वाली गर्भावस्था",
  "Interventional Cardiology": "इंटरवेंशनल कार्डियोलॉजी",
  "Cardiac Surgery": "दिल की सर्जरी",
  Electrophysiology: "धड़कन रोग (इलेक्ट्रोफ़िज़ियोलॉजी)",
  "Heart Failure": "हार्ट फ़ेल्योर",
  "Preventive Cardiology": "दिल के रोगों से बचाव",
  Endoscopy: "एंडोस्कोपी",
  Hepatology: "लिवर रोग",
  "Liver Transplant": "लिवर प्रत्यारोपण",
  Pancreas: "अग्न्याशय (पैंक्रियास)",
  IBD: "आँतों की सूजन (आईबीडी)",
  "Sinus Surgery": "साइनस सर्जरी",
  Otology: "कान रोग",
  "Cochlear Implant": "कॉक्लियर इम्प्लांट",
  "Voice & Airway": "आवाज़ और साँस की नली",
  Rhinology: "नाक रोग",
  Stroke: "लकवा (स्ट्रोक)",
  Epilepsy: "मिर्गी",
  "Movement Disorders": "चलने-फिरने के विकार",
  Neurosurgery: "न्यूरोसर्जरी",
  Headache: "सिरदर्द",
  Dialysis: "डायलिसिस",
  "Renal Transplant": "गुर्दा प्रत्यारोपण",
  "Chronic Kidney Disease": "गुर्दे की पुरानी बीमारी",
  "Glomerular Disease": "ग्लोमेरुलर रोग",
  "Paediatric Nephrology": "बच्चों के गुर्दा रोग",
  "Surgical Oncology": "कैंसर सर्जरी",
  "Medical Oncology": "कैंसर की दवाएँ (कीमोथेरेपी)",
  "Radiation Oncology": "रेडिएशन से कैंसर का इलाज",
  "Head & Neck Cancer": "सिर और गले का कैंसर",
  "Breast Cancer": "स्तन कैंसर",
  "Sleeve Gastrectomy": "स्लीव गैस्ट्रेक्टॉमी",
  "Gastric Bypass": "गैस्ट्रिक बाईपास",
  "Metabolic Surgery": "मेटाबॉलिक सर्जरी",
  "Endoscopic Weight Loss": "एंडोस्कोपी से वज़न घटाना",
  Rhinoplasty: "नाक की सर्जरी (राइनोप्लास्टी)",
  "Body Contouring": "बॉडी कंटूरिंग",
  "Hair Transplant": "बाल प्रत्यारोपण",
  "Breast Surgery": "स्तन की सर्जरी",
  "Reconstructive Surgery": "पुनर्निर्माण सर्जरी",
  IVF: "आईवीएफ़",
  IUI: "आईयूआई",
  ICSI: "आईसीएसआई",
  "Male Infertility": "पुरुष बाँझपन",
  "Fertility Preservation": "प्रजनन क्षमता सुरक्षित रखना",
};

/**
 * The sample reviews' templates and their Hindi: {doctor}, {treatment}, {hospital} and {city} are
 * the names in the review. Only the generated sample reviews match one; a real patient's review
 * keeps its own words.
 */
export const REVIEW_TEMPLATES_HI: readonly (readonly [english: string, hindi: string])[] = [
  [
    "{doctor} explained my {treatment} in simple words and answered every question my family had. The surgery went smoothly and I was walking around the next day.",
    "{doctor} ने मेरे {treatment} के बारे में आसान शब्दों में समझाया और मेरे परिवार के हर सवाल का जवाब दिया। सर्जरी आराम से हो गई और अगले ही दिन मैं चलने-फिरने लगा।",
  ],
  [
    "The care coordinator arranged everything for my {treatment} at {hospital}, including the cashless approval from my insurer. We did not have to run around at all.",
    "केयर कोऑर्डिनेटर ने {hospital} में मेरे {treatment} का सारा इंतज़ाम किया, बीमा कंपनी से कैशलेस मंज़ूरी भी। हमें बिल्कुल भागदौड़ नहीं करनी पड़ी।",
  ],
  [
    "Good experience overall with {doctor}. The waiting time on the day of admission was long, but the treatment and the follow-up were very good.",
    "{doctor} के साथ कुल मिलाकर अच्छा अनुभव रहा। भर्ती के दिन इंतज़ार लंबा था, पर इलाज और बाद की देखभाल बहुत अच्छी रही।",
  ],
  [
    "I had been delaying my {treatment} for two years out of fear. {doctor} was patient with me and the recovery was much easier than I expected.",
    "डर के कारण मैं दो साल से अपना {treatment} टाल रहा था। {doctor} ने धैर्य से बात की और ठीक होना मेरी उम्मीद से कहीं आसान रहा।",
  ],
  [
    "Clear estimate before admission and the final bill matched it. Thank you to the team at {hospital} in {city}.",
    "भर्ती से पहले साफ़ अनुमान मिला और आखिरी बिल उसी के बराबर आया। {city} के {hospital} की टीम का धन्यवाद।",
  ],
  [
    "{doctor} is very experienced and does not rush the consultation. The nursing staff were helpful. Parking near the hospital is difficult.",
    "{doctor} बहुत अनुभवी हैं और परामर्श में जल्दबाज़ी नहीं करते। नर्सिंग स्टाफ़ मददगार था। अस्पताल के पास पार्किंग मुश्किल है।",
  ],
  [
    "My mother's {treatment} was done by {doctor}, who spoke to her in her own language, which made her comfortable. She is doing well now.",
    "मेरी माँ का {treatment} {doctor} ने किया, जिन्होंने उनसे उनकी अपनी भाषा में बात की, इससे उन्हें सहज लगा। अब वे ठीक हैं।",
  ],
  [
    "The {treatment} itself went well, but the discharge process took most of the day. The doctor was good; the paperwork needs to be faster.",
    "{treatment} तो ठीक से हो गया, पर छुट्टी की प्रक्रिया में लगभग पूरा दिन लग गया। डॉक्टर अच्छे थे; कागज़ी काम तेज़ होना चाहिए।",
  ],
  [
    "Got a second opinion before my {treatment} and was glad I did. {doctor} suggested a less invasive option and I was back at work in a week.",
    "{treatment} से पहले दूसरी राय ली और अच्छा किया। {doctor} ने कम चीर-फाड़ वाला विकल्प सुझाया और मैं एक हफ़्ते में काम पर लौट आया।",
  ],
  [
    "Helpful team at {hospital}. They explained the Ayushman card process to us and the treatment was covered. The wards were clean.",
    "{hospital} की टीम मददगार रही। उन्होंने हमें आयुष्मान कार्ड की प्रक्रिया समझाई और इलाज उसमें कवर हो गया। वार्ड साफ़ थे।",
  ],
  [
    "Very professional. {doctor} showed me my scan reports and explained the options for {treatment} with their pros and cons before we decided.",
    "बहुत पेशेवर। फ़ैसले से पहले {doctor} ने मुझे मेरी स्कैन रिपोर्ट दिखाई और {treatment} के विकल्प उनके फ़ायदे-नुकसान के साथ समझाए।",
  ],
  [
    "Recovery after {treatment} was steady. The physiotherapist visited daily and gave a clear exercise plan for home.",
    "{treatment} के बाद ठीक होना लगातार अच्छा रहा। फ़िज़ियोथेरेपिस्ट रोज़ आते थे और घर के लिए कसरत की साफ़ योजना दी।",
  ],
  [
    "From the first call to the follow-up visit, everything was well organised. I would recommend {doctor} to anyone in {city}.",
    "पहली कॉल से लेकर दोबारा दिखाने तक सब कुछ अच्छे से व्यवस्थित था। {city} में किसी को भी मैं {doctor} के पास जाने की सलाह दूँगा।",
  ],
  [
    "The doctor was excellent. Food in the hospital could be better, but the care was what mattered and it was very good.",
    "डॉक्टर बहुत अच्छे थे। अस्पताल का खाना बेहतर हो सकता था, पर असली बात देखभाल थी और वह बहुत अच्छी थी।",
  ],
  [
    "I was worried about the cost of {treatment}. The team helped us with a no-cost EMI and insurance paperwork, so we could go ahead without stress.",
    "मुझे {treatment} के खर्च की चिंता थी। टीम ने नो-कॉस्ट ईएमआई और बीमा के कागज़ों में मदद की, इसलिए हम बिना तनाव के आगे बढ़ पाए।",
  ],
  [
    "Treatment was fine, but I had to call twice to get my reports. {doctor} was kind and took time to answer my questions.",
    "इलाज ठीक रहा, पर रिपोर्ट लेने के लिए दो बार फ़ोन करना पड़ा। {doctor} ने नरमी से समय निकालकर मेरे सवालों के जवाब दिए।",
  ],
  [
    "Painless day-care procedure and I went home the same evening. {doctor} called the next day to check on me, which I really appreciated.",
    "बिना दर्द की डे-केयर प्रक्रिया थी और मैं उसी शाम घर चला गया। {doctor} ने अगले दिन फ़ोन करके हालचाल पूछा, यह मुझे बहुत अच्छा लगा।",
  ],
  [
    "Good surgeon and honest advice. {doctor} told me what to expect during recovery and it was exactly as described.",
    "अच्छे सर्जन और ईमानदार सलाह। {doctor} ने बताया कि ठीक होने के दौरान क्या होगा और बिल्कुल वैसा ही हुआ।",
  ],
];

/** The sample patients' first names (reviews show a first name and an initial). */
export const PATIENT_NAMES_HI: Readonly<Record<string, string>> = {
  Ramesh: "रमेश",
  Sunita: "सुनीता",
  Mohan: "मोहन",
  Kavita: "कविता",
  Rajiv: "राजीव",
  Asha: "आशा",
  Harish: "हरीश",
  Geeta: "गीता",
  Naresh: "नरेश",
  Lata: "लता",
  Imran: "इमरान",
  Fatima: "फ़ातिमा",
  Sunil: "सुनील",
  Rekha: "रेखा",
  Vijay: "विजय",
  Usha: "उषा",
  Kiran: "किरण",
  Manoj: "मनोज",
  Seema: "सीमा",
  Prakash: "प्रकाश",
  Anita: "अनीता",
  Ganesh: "गणेश",
  Shobha: "शोभा",
  Abdul: "अब्दुल",
  Mary: "मैरी",
  Balwinder: "बलविंदर",
  Joyita: "जॉयिता",
  Pradeep: "प्रदीप",
  Hema: "हेमा",
  Satish: "सतीश",
};

/** Latin initials as Hindi writes them ("K." → "के."). */
export const INITIALS_HI: Readonly<Record<string, string>> = {
  A: "ए",
  B: "बी",
  C: "सी",
  D: "डी",
  G: "जी",
  J: "जे",
  K: "के",
  M: "एम",
  N: "एन",
  P: "पी",
  R: "आर",
  S: "एस",
  T: "टी",
  V: "वी",
};
