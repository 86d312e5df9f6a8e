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
  // Every other treatment (the treatment pages and lists)
  "A torn anterior cruciate ligament is rebuilt arthroscopically with a tendon graft to make an unstable knee steady again.":
    "घुटने का फटा हुआ एसीएल लिगामेंट दूरबीन (आर्थ्रोस्कोपी) से शरीर की ही एक नस (टेंडन) लगाकर फिर से बनाया जाता है, ताकि डगमगाता घुटना फिर से मज़बूत और स्थिर हो जाए।",
  "Keyhole surgery through small cuts to diagnose and treat problems such as meniscus tears and loose bodies inside the knee.":
    "छोटे चीरों से दूरबीन डालकर घुटने के अंदर की समस्याएँ देखी और ठीक की जाती हैं, जैसे मेनिस्कस (गद्दी) का फटना या अंदर टूटे टुकड़े।",
  "Keyhole surgery to repair rotator cuff tears, release a frozen shoulder or stabilise a shoulder that dislocates.":
    "दूरबीन से कंधे की सर्जरी, जिससे रोटेटर कफ़ का फटना जोड़ा जाता है, जमे हुए कंधे (फ़्रोज़न शोल्डर) को खोला जाता है या बार-बार उतरने वाले कंधे को स्थिर किया जाता है।",
  "Removal of the part of a slipped disc that presses on a nerve, relieving leg pain and numbness when medicines and physiotherapy have not helped.":
    "खिसकी हुई डिस्क का वह हिस्सा निकाला जाता है जो नस को दबा रहा है, ताकि पैर का दर्द और सुन्नपन दूर हो, जब दवाओं और फ़िज़ियोथेरेपी से आराम न मिला हो।",
  "A short day-care operation that frees the compressed median nerve at the wrist to relieve numbness and tingling in the fingers.":
    "कलाई में दबी हुई मीडियन नस को छुड़ाने का छोटा ऑपरेशन, जिसमें उसी दिन घर जा सकते हैं; इससे उँगलियों का सुन्नपन और झनझनाहट कम होती है।",
  "A broken bone is set in position and held with plates, screws or nails so that it heals in the right alignment.":
    "टूटी हड्डी को सही जगह बैठाकर प्लेट, पेंच या रॉड से जोड़ा जाता है, ताकि वह सीधी और सही तरह से जुड़े।",
  "The arthritic or badly fractured shoulder joint is replaced with an implant to relieve pain and improve arm movement.":
    "गठिया से खराब या बुरी तरह टूटे कंधे के जोड़ को इम्प्लांट से बदला जाता है, ताकि दर्द कम हो और बाँह ठीक से हिले।",
  "A flapless laser vision correction done through a small keyhole in the cornea, suited to many people with short sight.":
    "बिना फ़्लैप बनाए लेज़र से नज़र ठीक करने का तरीका, जो कॉर्निया में एक छोटे से छेद से होता है; दूर की नज़र कमज़ोर (माइनस नंबर) वाले कई लोगों के लिए ठीक रहता है।",
  "A thin implantable lens is placed inside the eye in front of the natural lens, for high powers or corneas too thin for LASIK.":
    "आँख के अंदर, प्राकृतिक लेंस के आगे, एक पतला लेंस लगाया जाता है; यह बहुत ज़्यादा चश्मे के नंबर वालों या उन लोगों के लिए है जिनका कॉर्निया लेसिक के लिए बहुत पतला है।",
  "An operation (trabeculectomy or a drainage device) that creates a new outflow for eye fluid to lower pressure and protect the optic nerve.":
    "ऑपरेशन (ट्रैबेक्युलेक्टोमी या ड्रेनेज डिवाइस) से आँख के पानी के निकलने का नया रास्ता बनाया जाता है, ताकि आँख का दबाव घटे और आँख की नस (ऑप्टिक नर्व) बची रहे।",
  "Urgent surgery (vitrectomy or scleral buckle) to reattach the retina and save sight.":
    "परदा (रेटिना) अपनी जगह से उखड़ जाने पर उसे वापस चिपकाने की तुरंत की जाने वाली सर्जरी (विट्रेक्टोमी या स्क्लेरल बकल), ताकि नज़र बची रहे।",
  "The eye muscles are adjusted so that both eyes line up, improving appearance and often depth perception.":
    "आँख की मांसपेशियों को ठीक किया जाता है ताकि दोनों आँखें एक सीध में आ जाएँ; इससे भेंगापन दिखना बंद होता है और अक्सर गहराई का अंदाज़ा भी बेहतर होता है।",
  "Removal of an inflamed appendix, usually by keyhole surgery, before it can burst.":
    "सूजे हुए अपेंडिक्स को फटने से पहले निकाल दिया जाता है, आम तौर पर दूरबीन (लेप्रोस्कोपिक) सर्जरी से।",
  "A soft fatty lump under the skin is removed through a small cut under local anaesthesia.":
    "त्वचा के नीचे की मुलायम चर्बी की गाँठ को, उस जगह को सुन्न करके, एक छोटे चीरे से निकाला जाता है।",
  "Laser (EVLA), radiofrequency or glue closes the faulty vein from inside, without large cuts.":
    "लेज़र (ईवीएलए), रेडियोफ़्रीक्वेंसी या गोंद से खराब नस को अंदर से बंद किया जाता है, बिना बड़े चीरों के।",
  "Removal of part or all of the thyroid gland for nodules, goitre or cancer.":
    "गाँठ, घेंघा या कैंसर के कारण थायरॉइड ग्रंथि का कुछ हिस्सा या पूरी ग्रंथि निकाली जाती है।",
  "An anal fistula is closed by fistulotomy, seton, LIFT or laser so that it heals without harming bowel control.":
    "भगंदर को फ़िस्टुलोटॉमी, सेटॉन (धागा), लिफ़्ट या लेज़र से बंद किया जाता है, ताकि वह भर जाए और मल पर नियंत्रण बना रहे।",
  "A chronic anal fissure that has not healed with ointments is treated by a small sphincter cut, laser or Botox injection.":
    "जो पुराना फ़िशर (गुदा का चीरा) मलहम से नहीं भरा, उसका इलाज गुदा की मांसपेशी में छोटे कट, लेज़र या बोटॉक्स इंजेक्शन से होता है।",
  "The infected tract near the tailbone is removed or closed with laser, and the area is kept hair-free to prevent recurrence.":
    "पूँछ की हड्डी के पास का संक्रमित रास्ता (साइनस) निकाला जाता है या लेज़र से बंद किया जाता है, और दोबारा न हो इसलिए उस जगह को बालों से साफ़ रखा जाता है।",
  "The rectum that slips out through the anus is fixed back in place, through the abdomen or from below.":
    "गुदा से बाहर निकलने वाले मलाशय को वापस उसकी जगह पर टाँका जाता है, पेट की तरफ़ से या नीचे से।",
  "A flexible scope passed through the urinary passage reaches the stone and breaks it with a laser, with no cut on the skin.":
    "पेशाब के रास्ते से एक मुड़ने वाली पतली दूरबीन पथरी तक पहुँचती है और लेज़र से उसे तोड़ती है; त्वचा पर कोई चीरा नहीं लगता।",
  "Large stones are removed through a small tunnel made in the back, usually for stones bigger than two centimetres.":
    "बड़ी पथरी पीठ में बनाए गए एक छोटे रास्ते से निकाली जाती है, आम तौर पर दो सेंटीमीटर से बड़ी पथरी के लिए।",
  "Shock waves from outside the body break a small stone into fragments that pass in the urine; no anaesthesia is usually needed.":
    "शरीर के बाहर से दी गई शॉक वेव छोटी पथरी को टुकड़ों में तोड़ देती हैं, जो पेशाब के साथ निकल जाते हैं; आम तौर पर बेहोशी की ज़रूरत नहीं होती।",
  "A thin scope removes or breaks a stone stuck in the ureter, the tube between the kidney and the bladder.":
    "एक पतली दूरबीन से मूत्रनली (गुर्दे और मूत्राशय के बीच की नली) में फँसी पथरी निकाली या तोड़ी जाती है।",
  "Removal of the foreskin for phimosis or repeated infections, by conventional, stapler or laser technique.":
    "फ़िमोसिस (कसी हुई चमड़ी) या बार-बार संक्रमण के कारण लिंग की आगे की चमड़ी हटाई जाती है, सामान्य तरीके, स्टेपलर या लेज़र से।",
  "The enlarged part of the prostate that blocks urine flow is trimmed through a scope, with no cut on the skin.":
    "प्रोस्टेट का बढ़ा हुआ हिस्सा, जो पेशाब का बहाव रोकता है, पेशाब के रास्ते से दूरबीन डालकर छीला जाता है; त्वचा पर कोई चीरा नहीं लगता।",
  "Fluid collected around a testicle is drained and the sac is treated so that it does not refill.":
    "अंडकोष के चारों ओर जमा पानी निकाला जाता है और उसकी थैली का ऐसा इलाज किया जाता है कि पानी फिर न भरे।",
  "Swollen veins in the scrotum are tied off, often with a microscope, to relieve ache and help sperm quality.":
    "अंडकोष की थैली में फूली हुई नसें बाँध दी जाती हैं, अक्सर माइक्रोस्कोप से, ताकि दर्द कम हो और शुक्राणुओं की गुणवत्ता सुधरे।",
  "Removal of the uterus for fibroids, heavy bleeding, prolapse or cancer, often done laparoscopically for a quicker recovery.":
    "रसौली (फ़ाइब्रॉइड), ज़्यादा खून आने, बच्चेदानी के खिसकने या कैंसर के कारण बच्चेदानी निकाली जाती है, अक्सर दूरबीन से, ताकि जल्दी ठीक हों।",
  "Laser or surgical tightening of the vaginal canal for laxity after childbirth or with age.":
    "प्रसव के बाद या उम्र के साथ ढीली हुई योनि को लेज़र या सर्जरी से कसा जाता है।",
  "Fibroids are removed while the uterus is kept, an option for women who wish to become pregnant.":
    "बच्चेदानी को बचाते हुए केवल रसौलियाँ (फ़ाइब्रॉइड) निकाली जाती हैं; यह उन महिलाओं के लिए विकल्प है जो आगे गर्भधारण चाहती हैं।",
  "A cyst that is large, painful or suspicious is removed laparoscopically, saving healthy ovarian tissue.":
    "बड़ी, दर्द देने वाली या संदिग्ध अंडाशय की गाँठ (सिस्ट) दूरबीन से निकाली जाती है और अंडाशय का स्वस्थ हिस्सा बचाया जाता है।",
  "Endometriosis deposits and cysts are removed by laparoscopy to ease pain and improve fertility.":
    "एंडोमेट्रियोसिस के धब्बे और गाँठें दूरबीन से निकाली जाती हैं, ताकि दर्द कम हो और गर्भ ठहरने की संभावना बढ़े।",
  "A vaginal birth with monitoring of mother and baby during labour and a short hospital stay afterwards.":
    "योनि से प्राकृतिक प्रसव, जिसमें प्रसव पीड़ा के दौरान माँ और बच्चे की निगरानी होती है और बाद में अस्पताल में थोड़े दिन रुकना होता है।",
  "The baby is delivered through a cut in the lower abdomen when vaginal birth is unsafe or not progressing.":
    "जब योनि से प्रसव सुरक्षित न हो या आगे न बढ़ रहा हो, तब पेट के निचले हिस्से में चीरा लगाकर बच्चे का जन्म कराया जाता है।",
  "A balloon opens a blocked heart artery through a thin tube from the wrist or groin, and a stent keeps it open.":
    "कलाई या जाँघ से डाली गई पतली नली के ज़रिए एक गुब्बारा दिल की बंद नस को खोलता है, और एक स्टेंट उसे खुला रखता है।",
  "Blood vessels taken from the chest, leg or arm are used to route blood around blocked heart arteries.":
    "छाती, पैर या बाँह से ली गई नसों से दिल की बंद नसों के आगे खून पहुँचाने का नया रास्ता बनाया जाता है (बाईपास सर्जरी)।",
  "A small device placed under the skin below the collarbone keeps a slow heart beating at a safe rate.":
    "हँसली की हड्डी के नीचे त्वचा के अंदर एक छोटा उपकरण लगाया जाता है, जो बहुत धीमी चलती धड़कन को सुरक्षित रफ़्तार पर रखता है।",
  "A narrowed or leaking heart valve is replaced with a mechanical or tissue valve, by open surgery or through a catheter.":
    "सिकुड़े हुए या रिसने वाले दिल के वाल्व को धातु के (मैकेनिकल) या ऊतक से बने वाल्व से बदला जाता है, खुली सर्जरी से या नली (कैथेटर) के ज़रिए।",
  "An X-ray test with dye, done through the wrist or groin, that shows whether the heart arteries are blocked.":
    "कलाई या जाँघ से डाई डालकर किया जाने वाला एक्स-रे टेस्ट, जिससे पता चलता है कि दिल की नसें बंद हैं या नहीं।",
  "A failing liver is replaced with a healthy one, usually part of a living relative's liver or a deceased donor's liver.":
    "खराब हो रहे लिवर को स्वस्थ लिवर से बदला जाता है, आम तौर पर किसी जीवित रिश्तेदार के लिवर के हिस्से से या मृत दाता के लिवर से।",
  "A thin camera passed through the mouth examines the food pipe, stomach and duodenum, and can take biopsies.":
    "मुँह से डाला गया एक पतला कैमरा भोजन नली, पेट और छोटी आँत के शुरुआती हिस्से (ड्यूओडेनम) की जाँच करता है, और ज़रूरत हो तो बायोप्सी के लिए टुकड़ा ले सकता है।",
  "A camera examines the large intestine to find the cause of bleeding or bowel changes and to remove polyps.":
    "एक कैमरे से बड़ी आँत की जाँच की जाती है, ताकि खून आने या शौच की आदत बदलने का कारण पता चले और पॉलिप (मस्से) निकाले जा सकें।",
  "An endoscopic procedure to remove bile-duct stones or place a stent when the bile duct is blocked.":
    "दूरबीन (एंडोस्कोपी) से पित्त की नली की पथरी निकाली जाती है या नली बंद होने पर उसमें स्टेंट डाला जाता है।",
  "The bent wall between the nostrils is straightened from inside the nose to improve breathing.":
    "नाक के दोनों छेदों के बीच की टेढ़ी दीवार को नाक के अंदर से सीधा किया जाता है, ताकि साँस ठीक से आए।",
  "Removal of the tonsils for repeated throat infections or breathing problems during sleep.":
    "बार-बार गले के संक्रमण या सोते समय साँस की परेशानी के कारण टॉन्सिल निकाले जाते हैं।",
  "Endoscopic sinus surgery opens blocked sinus passages and removes polyps, with no cut on the face.":
    "दूरबीन से साइनस की सर्जरी, जिसमें बंद साइनस के रास्ते खोले जाते हैं और पॉलिप (मस्से) निकाले जाते हैं; चेहरे पर कोई चीरा नहीं लगता।",
  "A hole in the eardrum is repaired with a graft to stop discharge and improve hearing.":
    "कान के पर्दे के छेद को ग्राफ़्ट (झिल्ली का टुकड़ा) लगाकर बंद किया जाता है, ताकि कान बहना रुके और सुनाई बेहतर दे।",
  "An electronic implant gives a sense of sound to people with severe to profound deafness who gain little from hearing aids.":
    "एक इलेक्ट्रॉनिक इम्प्लांट उन लोगों को आवाज़ का एहसास देता है जिन्हें बहुत ज़्यादा या पूरा बहरापन है और जिन्हें सुनने की मशीन से बहुत कम फ़ायदा होता है।",
  "The fixed stapes bone in otosclerosis is replaced with a tiny prosthesis to restore hearing.":
    "ओटोस्क्लेरोसिस में जकड़ी हुई कान की छोटी हड्डी (स्टेपीज़) को एक बहुत छोटे कृत्रिम हिस्से से बदला जाता है, ताकि सुनाई लौट आए।",
  "A craniotomy removes as much of a brain tumour as is safely possible, guided by imaging and monitoring.":
    "क्रेनियोटॉमी (खोपड़ी खोलकर सर्जरी) से दिमाग की गाँठ (ट्यूमर) का जितना हिस्सा सुरक्षित रूप से निकाला जा सके, उतना निकाला जाता है, स्कैन और निगरानी की मदद से।",
  "Electrodes placed in the brain and a pacemaker-like device ease tremor and stiffness in Parkinson's disease.":
    "दिमाग में लगाए गए इलेक्ट्रोड और पेसमेकर जैसा एक उपकरण पार्किंसन रोग में कंपकंपी और जकड़न कम करते हैं।",
  "A thin tube drains excess fluid from the brain into the abdomen in hydrocephalus.":
    "हाइड्रोसेफ़ेलस (दिमाग में पानी भरना) में एक पतली नली दिमाग का ज़्यादा पानी पेट में पहुँचाती है।",
  "Haemodialysis filters the blood when the kidneys fail, usually three sessions of about four hours a week; the cost is per session.":
    "गुर्दे खराब होने पर हीमोडायलिसिस से खून साफ़ किया जाता है, आम तौर पर हफ़्ते में तीन बार, हर बार लगभग चार घंटे; दिखाया गया खर्च एक सेशन का है।",
  "A healthy donor kidney from a relative or a deceased donor replaces failed kidneys, freeing the patient from dialysis.":
    "किसी रिश्तेदार या मृत दाता का स्वस्थ गुर्दा खराब गुर्दों की जगह काम करता है, जिससे मरीज़ को डायलिसिस से छुटकारा मिलता है।",
  "An artery and a vein in the arm are joined to create a strong access point for long-term haemodialysis.":
    "बाँह की एक धमनी और एक नस को जोड़ा जाता है, ताकि लंबे समय तक हीमोडायलिसिस के लिए एक मज़बूत रास्ता बन सके।",
  "Removal of the tumour with breast conservation or mastectomy, along with checking the lymph nodes in the armpit.":
    "स्तन बचाते हुए गाँठ निकाली जाती है या पूरा स्तन निकाला जाता है (मास्टेक्टोमी), साथ में बगल की लसिका ग्रंथियों (लिम्फ़ नोड) की जाँच होती है।",
  "Anti-cancer medicines given in cycles, usually as a day-care infusion; the cost shown is per cycle and varies with the drugs.":
    "कैंसर की दवाएँ चक्रों (साइकिल) में दी जाती हैं, आम तौर पर ड्रिप से, उसी दिन घर जाकर; दिखाया गया खर्च एक साइकिल का है और दवाओं के हिसाब से बदलता है।",
  "Precisely aimed radiation destroys cancer cells over a course of daily sessions; the cost shown is for a full course.":
    "ठीक निशाने पर दी गई रेडिएशन रोज़ के सेशन में कैंसर की कोशिकाओं को नष्ट करती है; दिखाया गया खर्च पूरे कोर्स का है।",
  "Removal of a mouth cancer with a margin of healthy tissue, neck node clearance and reconstruction when needed.":
    "मुँह के कैंसर को आसपास के कुछ स्वस्थ हिस्से के साथ निकाला जाता है, गर्दन की लसिका ग्रंथियाँ साफ़ की जाती हैं और ज़रूरत हो तो उस हिस्से को फिर से बनाया जाता है।",
  "About three quarters of the stomach is removed laparoscopically, leaving a narrow sleeve that limits food intake and hunger.":
    "दूरबीन से पेट का लगभग तीन-चौथाई हिस्सा निकाला जाता है और एक पतली नली जैसा पेट बचता है, जिससे खाना कम जाता है और भूख कम लगती है।",
  "A small stomach pouch is connected directly to the small intestine, reducing intake and absorption; strong effect on diabetes.":
    "पेट की एक छोटी थैली सीधे छोटी आँत से जोड़ दी जाती है, जिससे खाना और उसका सोखना दोनों कम होते हैं; डायबिटीज़ पर इसका असर काफ़ी होता है।",
  "A soft balloon placed in the stomach by endoscopy or swallowed as a capsule helps moderate weight loss for several months.":
    "एंडोस्कोपी से पेट में रखा गया या कैप्सूल की तरह निगला गया एक मुलायम गुब्बारा कुछ महीनों में थोड़ा वज़न घटाने में मदद करता है।",
  "Nose reshaping surgery to change its appearance or to correct breathing problems, or both.":
    "नाक का आकार बदलने की सर्जरी, उसका रूप बदलने के लिए, साँस की परेशानी ठीक करने के लिए, या दोनों के लिए।",
  "Stubborn fat deposits are removed through small cuts to improve body contour; it is not a weight-loss treatment.":
    "छोटे चीरों से शरीर की ज़िद्दी चर्बी निकाली जाती है, ताकि शरीर की बनावट सुधरे; यह वज़न घटाने का इलाज नहीं है।",
  "Excess breast tissue in men is removed by liposuction and gland excision through small cuts.":
    "पुरुषों के सीने का बढ़ा हुआ हिस्सा छोटे चीरों से लाइपोसक्शन और ग्रंथि निकालकर हटाया जाता है।",
  "Hair follicles from the back of the scalp are moved to thinning areas; the final result shows after 9-12 months.":
    "सिर के पीछे से बालों की जड़ें लेकर कम बालों वाली जगह पर लगाई जाती हैं; पूरा नतीजा 9-12 महीनों बाद दिखता है।",
  "Loose skin and fat of the lower abdomen are removed and the abdominal muscles are tightened.":
    "पेट के निचले हिस्से की ढीली त्वचा और चर्बी निकाली जाती है और पेट की मांसपेशियाँ कसी जाती हैं (टमी टक)।",
  "Breast size or shape is increased with silicone implants or fat transfer.":
    "सिलिकॉन इम्प्लांट या शरीर की अपनी चर्बी लगाकर स्तन का आकार बढ़ाया या बदला जाता है।",
  "Eggs are collected after hormone injections, fertilised in the laboratory and an embryo is placed in the uterus; the cost shown is per cycle.":
    "हार्मोन के इंजेक्शन के बाद अंडे निकाले जाते हैं, लैब में उनका निषेचन किया जाता है और एक भ्रूण बच्चेदानी में रखा जाता है; दिखाया गया खर्च एक साइकिल का है।",
  "Washed sperm are placed directly into the uterus around ovulation, a simpler first step for some couples.":
    "अंडा निकलने (ओव्यूलेशन) के समय के आसपास धुले हुए शुक्राणु सीधे बच्चेदानी में डाले जाते हैं; कुछ दंपतियों के लिए यह पहला, आसान कदम है।",
  "A single sperm is injected into each egg during IVF, mainly used for male-factor infertility.":
    "आईवीएफ़ के दौरान हर अंडे में एक शुक्राणु इंजेक्शन से डाला जाता है, ज़्यादातर तब जब कमी पुरुष की तरफ़ से हो।",
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
