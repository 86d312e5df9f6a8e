/** Conditions (the spec's DiseaseName is `name`), each with its department and common symptoms. */

export interface ConditionSeed {
  id: number;
  name: string;
  slug: string;
  departmentId: number;
  summary: string;
  symptoms: readonly string[];
}

type Row = [slug: string, name: string, departmentId: number, summary: string, symptoms: string[]];

// biome-ignore format: one row per condition reads better than Biome's wrapping
const rows: Row[] = [
  // Orthopaedics (1)
  ["knee-osteoarthritis", "Knee Osteoarthritis", 1, "Wear of the cartilage that cushions the knee joint, common after 50 and in people with excess weight.", ["Knee pain on walking or climbing stairs", "Morning stiffness", "Swelling of the knee", "Grating sound on movement", "Bowing of the legs"]],
  ["hip-arthritis", "Hip Arthritis", 1, "Damage to the hip joint surfaces that causes groin pain and a stiff, limping walk.", ["Groin or thigh pain", "Stiffness in the hip", "Limping", "Difficulty putting on socks or shoes"]],
  ["acl-tear", "ACL Tear", 1, "A tear of the anterior cruciate ligament, usually from a twisting sports injury.", ["A pop at the time of injury", "Rapid knee swelling", "Knee giving way", "Pain on pivoting"]],
  ["meniscus-tear", "Meniscus Tear", 1, "A tear in the C-shaped cartilage cushion of the knee from twisting or wear.", ["Pain along the joint line", "Locking or catching of the knee", "Swelling", "Difficulty squatting"]],
  ["frozen-shoulder", "Frozen Shoulder", 1, "Thickening and tightening of the shoulder capsule, more common in people with diabetes.", ["Shoulder pain, worse at night", "Stiffness in all directions", "Difficulty reaching overhead or behind the back"]],
  ["slipped-disc", "Slipped Disc", 1, "A bulging or herniated spinal disc that presses on a nerve root.", ["Back or neck pain", "Pain shooting down a leg or arm", "Numbness or tingling", "Weakness in the leg or foot"]],
  ["carpal-tunnel-syndrome", "Carpal Tunnel Syndrome", 1, "Compression of the median nerve at the wrist.", ["Tingling in the thumb and first fingers", "Numbness at night", "Weak grip", "Dropping objects"]],
  ["avascular-necrosis", "Avascular Necrosis of the Hip", 1, "Loss of blood supply to the ball of the hip bone, linked to steroid use and alcohol.", ["Groin pain", "Pain on bearing weight", "Limping", "Reduced hip movement"]],
  // Ophthalmology (2)
  ["cataract", "Cataract", 2, "Clouding of the eye's natural lens, the commonest cause of treatable blindness in India.", ["Blurred or cloudy vision", "Glare from headlights", "Faded colours", "Frequent change of glasses", "Poor night vision"]],
  ["glaucoma", "Glaucoma", 2, "Damage to the optic nerve, often from raised eye pressure, that slowly narrows the field of vision.", ["Usually no early symptoms", "Gradual loss of side vision", "Eye pain and redness (acute type)", "Halos around lights"]],
  ["myopia", "Myopia (Short Sight)", 2, "Distant objects look blurred because the eye focuses light in front of the retina.", ["Blurred distance vision", "Squinting", "Eye strain", "Headaches"]],
  ["diabetic-retinopathy", "Diabetic Retinopathy", 2, "Damage to the retina's blood vessels from long-standing diabetes.", ["Often no early symptoms", "Floaters", "Blurred vision", "Dark patches in vision"]],
  ["retinal-detachment", "Retinal Detachment", 2, "The retina peels away from the back of the eye; an emergency.", ["Sudden flashes of light", "A shower of new floaters", "A curtain over part of the vision"]],
  ["squint", "Squint (Strabismus)", 2, "The eyes do not line up and point in different directions.", ["Eyes turning in, out, up or down", "Double vision", "Tilting the head", "Poor depth perception"]],
  // General Surgery (3)
  ["inguinal-hernia", "Inguinal Hernia", 3, "A bulge in the groin where tissue pushes through a weak spot in the abdominal wall.", ["Bulge in the groin", "Ache on lifting or coughing", "Heaviness in the groin", "Swelling in the scrotum"]],
  ["umbilical-hernia", "Umbilical Hernia", 3, "A bulge at or near the navel, common after pregnancy and with obesity.", ["Bulge at the navel", "Discomfort on straining", "Swelling that grows on standing"]],
  ["gallstones", "Gallstones", 3, "Stones in the gallbladder that can block bile flow and cause pain or infection.", ["Pain in the upper right abdomen after fatty meals", "Nausea or vomiting", "Bloating", "Yellow eyes (jaundice)", "Fever with pain"]],
  ["appendicitis", "Appendicitis", 3, "Inflammation of the appendix that needs urgent treatment.", ["Pain starting near the navel and moving to the lower right", "Loss of appetite", "Nausea and vomiting", "Fever"]],
  ["varicose-veins", "Varicose Veins", 3, "Swollen, twisted leg veins from faulty valves, common in people who stand for long hours.", ["Bulging blue veins", "Heavy, aching legs", "Ankle swelling", "Itching or skin darkening", "Night cramps"]],
  ["lipoma", "Lipoma", 3, "A harmless, slow-growing lump of fat under the skin.", ["Soft, movable lump under the skin", "Usually painless", "Slow growth"]],
  // Proctology (4)
  ["piles", "Piles (Haemorrhoids)", 4, "Swollen blood vessels in and around the anus, often linked to constipation and straining.", ["Bright red bleeding during stools", "A lump at the anus", "Itching", "Pain or discomfort when sitting"]],
  ["anal-fistula", "Anal Fistula", 4, "An abnormal tunnel between the inside of the anus and the skin, usually after an abscess.", ["Pus or discharge near the anus", "Pain and swelling", "Recurrent boils near the anus", "Skin irritation"]],
  ["anal-fissure", "Anal Fissure", 4, "A small tear in the lining of the anus, usually from passing hard stools.", ["Sharp pain during and after stools", "Streak of blood on the stool", "Spasm of the anus", "Fear of passing stools"]],
  ["pilonidal-sinus", "Pilonidal Sinus", 4, "A small tract at the top of the buttock cleft, often containing hair, that gets infected.", ["Pain near the tailbone", "Swelling", "Discharge of pus or blood", "Pain on sitting"]],
  ["rectal-prolapse", "Rectal Prolapse", 4, "Part of the rectum slips out through the anus, more common in older women.", ["A lump coming out during stools", "Mucus discharge", "Leakage of stool", "A feeling of incomplete emptying"]],
  // Urology (5)
  ["kidney-stones", "Kidney Stones", 5, "Hard deposits of minerals in the kidney or ureter, common in hot climates and with low water intake.", ["Severe pain in the side or back", "Pain spreading to the groin", "Blood in urine", "Nausea and vomiting", "Burning urination"]],
  ["enlarged-prostate", "Enlarged Prostate (BPH)", 5, "Non-cancerous growth of the prostate in older men that squeezes the urine passage.", ["Weak urine stream", "Passing urine often at night", "Urgency", "Feeling the bladder is not empty"]],
  ["phimosis", "Phimosis", 5, "A tight foreskin that cannot be pulled back over the head of the penis.", ["Foreskin cannot be retracted", "Pain during erection", "Ballooning of the foreskin while passing urine", "Repeated infections"]],
  ["hydrocele", "Hydrocele", 5, "A painless collection of fluid around a testicle.", ["Painless swelling of the scrotum", "Heaviness", "Swelling that increases through the day"]],
  ["varicocele", "Varicocele", 5, "Enlarged veins in the scrotum that may affect sperm quality.", ["Dull ache in the scrotum", "Swelling like a bag of worms", "Ache worse on standing", "Fertility problems"]],
  ["urinary-tract-infection", "Urinary Tract Infection", 5, "A bacterial infection of the bladder or kidneys, common in women.", ["Burning urination", "Frequent urge to pass urine", "Cloudy or smelly urine", "Lower abdominal pain", "Fever"]],
  ["urinary-incontinence", "Urinary Incontinence", 5, "Leakage of urine on coughing, laughing or with sudden urgency.", ["Leakage on coughing or sneezing", "Sudden urge to pass urine", "Frequent urination", "Waking at night to pass urine"]],
  // Gynaecology (6)
  ["uterine-fibroids", "Uterine Fibroids", 6, "Non-cancerous growths of the uterus muscle, very common in women in their 30s and 40s.", ["Heavy or long periods", "Pelvic pressure", "Frequent urination", "Lower back pain", "Difficulty conceiving"]],
  ["pcos", "PCOS", 6, "Polycystic ovary syndrome: a hormonal condition with irregular ovulation and raised male hormones.", ["Irregular or missed periods", "Excess facial or body hair", "Acne", "Weight gain", "Difficulty conceiving"]],
  ["endometriosis", "Endometriosis", 6, "Tissue like the lining of the uterus grows outside it, causing pain and sometimes infertility.", ["Very painful periods", "Pain during intercourse", "Chronic pelvic pain", "Difficulty conceiving"]],
  ["ovarian-cyst", "Ovarian Cyst", 6, "A fluid-filled sac on an ovary; most are harmless and go away by themselves.", ["Pelvic pain on one side", "Bloating", "Pain during intercourse", "Irregular periods"]],
  ["heavy-menstrual-bleeding", "Heavy Menstrual Bleeding", 6, "Periods heavy enough to affect daily life, often from fibroids, polyps or hormones.", ["Changing pads every hour or two", "Periods longer than seven days", "Passing clots", "Tiredness from anaemia"]],
  ["vaginal-laxity", "Vaginal Laxity", 6, "Looseness of the vaginal walls, usually after childbirth or with age.", ["Feeling of looseness", "Reduced sensation during intercourse", "Leakage of urine", "Air passing from the vagina"]],
  ["uterine-prolapse", "Uterine Prolapse", 6, "The uterus sags into the vagina because the pelvic floor is weak.", ["Heaviness or dragging in the pelvis", "A bulge in the vagina", "Urinary problems", "Back ache"]],
  ["adenomyosis", "Adenomyosis", 6, "The lining of the uterus grows into its muscle wall, enlarging the uterus.", ["Heavy periods", "Severe cramps", "Pelvic pain", "Enlarged, tender uterus"]],
  // Cardiology (7)
  ["coronary-artery-disease", "Coronary Artery Disease", 7, "Narrowing of the heart arteries by fatty plaque, the main cause of heart attacks.", ["Chest pain or pressure on exertion", "Breathlessness", "Fatigue", "Pain spreading to the arm or jaw"]],
  ["heart-attack", "Heart Attack", 7, "A sudden block in a heart artery that damages heart muscle; every minute counts.", ["Crushing chest pain", "Sweating", "Breathlessness", "Pain in the arm, jaw or back", "Nausea"]],
  ["hypertension", "Hypertension", 7, "Persistently high blood pressure that silently damages the heart, brain and kidneys.", ["Often no symptoms", "Headache", "Dizziness", "Blurred vision"]],
  ["heart-failure", "Heart Failure", 7, "The heart cannot pump enough blood for the body's needs.", ["Breathlessness on lying flat", "Swollen feet", "Tiredness", "Rapid weight gain from fluid"]],
  ["arrhythmia", "Arrhythmia", 7, "An irregular, too fast or too slow heartbeat.", ["Palpitations", "Dizziness", "Fainting", "Breathlessness"]],
  // Gastroenterology (8)
  ["acid-reflux", "Acid Reflux (GERD)", 8, "Stomach acid flows back into the food pipe, causing heartburn.", ["Burning behind the breastbone", "Sour taste in the mouth", "Difficulty swallowing", "Chronic cough"]],
  ["fatty-liver", "Fatty Liver Disease", 8, "Fat builds up in the liver, linked to obesity, diabetes and alcohol.", ["Usually no symptoms", "Tiredness", "Discomfort in the upper right abdomen", "Raised liver enzymes on tests"]],
  ["liver-cirrhosis", "Liver Cirrhosis", 8, "Long-term scarring of the liver from alcohol, hepatitis or fatty liver.", ["Yellow eyes and skin", "Swelling of the abdomen", "Vomiting blood", "Confusion", "Easy bruising"]],
  ["irritable-bowel-syndrome", "Irritable Bowel Syndrome", 8, "A common gut disorder with pain and changes in bowel habit without visible damage.", ["Abdominal pain relieved by stools", "Bloating", "Diarrhoea or constipation", "Mucus in stools"]],
  ["gastritis", "Gastritis", 8, "Inflammation of the stomach lining from H. pylori, painkillers or alcohol.", ["Burning upper abdominal pain", "Nausea", "Feeling full quickly", "Loss of appetite"]],
  ["hepatitis-b", "Hepatitis B", 8, "A viral liver infection that can become chronic; vaccination prevents it.", ["Often no symptoms", "Tiredness", "Yellow eyes", "Dark urine", "Loss of appetite"]],
  // ENT (9)
  ["deviated-nasal-septum", "Deviated Nasal Septum", 9, "The wall between the nostrils is bent, blocking one side of the nose.", ["Blocked nose on one side", "Mouth breathing", "Snoring", "Nosebleeds", "Recurrent sinusitis"]],
  ["chronic-sinusitis", "Chronic Sinusitis", 9, "Inflammation of the sinuses lasting more than twelve weeks.", ["Blocked nose", "Thick nasal discharge", "Facial pain or pressure", "Reduced sense of smell"]],
  ["tonsillitis", "Tonsillitis", 9, "Infection of the tonsils; repeated attacks may need surgery.", ["Sore throat", "Pain on swallowing", "Fever", "Swollen neck glands", "Bad breath"]],
  ["hearing-loss", "Hearing Loss", 9, "Reduced hearing from ageing, noise, infection or inner-ear damage.", ["Difficulty following conversations", "Turning up the TV volume", "Ringing in the ears", "Asking people to repeat"]],
  ["ear-drum-perforation", "Ear Drum Perforation", 9, "A hole in the eardrum from infection or injury.", ["Ear discharge", "Reduced hearing", "Ear pain", "Ringing in the ear"]],
  ["otosclerosis", "Otosclerosis", 9, "Abnormal bone growth fixes the stapes bone in the middle ear, causing gradual hearing loss.", ["Slowly worsening hearing", "Ringing in the ears", "Hearing better in noisy places", "Dizziness"]],
  // Neurology (10)
  ["migraine", "Migraine", 10, "Recurrent throbbing headaches, often one-sided, with sensitivity to light and sound.", ["Throbbing headache", "Nausea", "Sensitivity to light and sound", "Visual aura"]],
  ["stroke", "Stroke", 10, "Sudden loss of blood flow to part of the brain: remember BE FAST and reach hospital quickly.", ["Face drooping", "Arm or leg weakness", "Slurred speech", "Sudden loss of balance or vision"]],
  ["epilepsy", "Epilepsy", 10, "A tendency to recurrent seizures from abnormal electrical activity in the brain.", ["Seizures or fits", "Staring spells", "Sudden jerking movements", "Confusion after an attack"]],
  ["parkinsons-disease", "Parkinson's Disease", 10, "A slowly progressive brain disorder affecting movement.", ["Tremor at rest", "Slowness of movement", "Stiffness", "Shuffling walk", "Small handwriting"]],
  ["brain-tumour", "Brain Tumour", 10, "An abnormal growth in or around the brain, benign or malignant.", ["New, persistent headaches", "Seizures", "Vomiting", "Changes in vision, speech or personality"]],
  // Nephrology (11)
  ["chronic-kidney-disease", "Chronic Kidney Disease", 11, "Gradual loss of kidney function, most often from diabetes and high blood pressure.", ["Swelling of feet and face", "Tiredness", "Passing less urine", "Loss of appetite", "Itching"]],
  ["acute-kidney-injury", "Acute Kidney Injury", 11, "A sudden fall in kidney function from dehydration, infection or medicines.", ["Passing little urine", "Swelling", "Breathlessness", "Confusion"]],
  ["nephrotic-syndrome", "Nephrotic Syndrome", 11, "The kidneys leak large amounts of protein into the urine.", ["Puffy eyes and face", "Swollen legs", "Frothy urine", "Weight gain from fluid"]],
  ["diabetic-nephropathy", "Diabetic Nephropathy", 11, "Kidney damage caused by long-standing diabetes.", ["Protein in urine", "Swelling of the feet", "Rising blood pressure", "Tiredness"]],
  // Oncology (12)
  ["breast-cancer", "Breast Cancer", 12, "The most common cancer in Indian women; found early, it is highly treatable.", ["A painless lump in the breast or armpit", "Change in breast shape", "Nipple discharge or inversion", "Skin dimpling"]],
  ["oral-cancer", "Oral Cancer", 12, "Cancer of the mouth, strongly linked to tobacco chewing and smoking.", ["A mouth ulcer that does not heal", "White or red patches", "Difficulty opening the mouth", "A lump in the neck"]],
  ["cervical-cancer", "Cervical Cancer", 12, "Cancer of the neck of the womb, largely preventable by HPV vaccination and screening.", ["Bleeding after intercourse", "Bleeding between periods", "Foul-smelling discharge", "Pelvic pain"]],
  ["lung-cancer", "Lung Cancer", 12, "Cancer of the lungs, linked to smoking and air pollution.", ["Persistent cough", "Coughing blood", "Breathlessness", "Weight loss", "Chest pain"]],
  ["colorectal-cancer", "Colorectal Cancer", 12, "Cancer of the colon or rectum.", ["Blood in stools", "Change in bowel habit", "Weight loss", "Anaemia", "Abdominal pain"]],
  // Bariatric Surgery (13)
  ["morbid-obesity", "Morbid Obesity", 13, "Severe obesity that shortens life and causes diabetes, joint pain and sleep apnoea.", ["Body mass index well above the healthy range", "Breathlessness on exertion", "Snoring and sleep apnoea", "Joint pain"]],
  ["metabolic-syndrome", "Metabolic Syndrome", 13, "A cluster of belly fat, high sugar, high blood pressure and abnormal cholesterol.", ["Large waist", "High blood sugar", "High blood pressure", "Abnormal cholesterol"]],
  // Cosmetic & Plastic Surgery (14)
  ["gynecomastia", "Gynecomastia", 14, "Enlargement of breast tissue in men.", ["Enlarged breasts", "Tenderness", "Puffy nipples", "Self-consciousness"]],
  ["hair-loss", "Hair Loss (Androgenetic Alopecia)", 14, "Pattern baldness caused by genes and hormones.", ["Receding hairline", "Thinning at the crown", "Widening parting", "Excessive hair fall"]],
  ["loose-abdominal-skin", "Loose Abdominal Skin", 14, "Sagging skin and separated muscles after pregnancy or major weight loss.", ["Hanging skin fold", "Bulging lower abdomen", "Rashes under the fold", "Stretch marks"]],
  // Fertility & IVF (15)
  ["female-infertility", "Female Infertility", 15, "Difficulty conceiving after a year of trying, from ovulation, tube or uterine problems.", ["No pregnancy after 12 months of trying", "Irregular periods", "Painful periods", "Previous miscarriages"]],
  ["male-infertility", "Male Infertility", 15, "Low sperm count or poor sperm movement causing difficulty conceiving.", ["No pregnancy after 12 months of trying", "Low sperm count on semen analysis", "Erection or ejaculation problems", "Swelling in the scrotum"]],
  ["blocked-fallopian-tubes", "Blocked Fallopian Tubes", 15, "Blocked tubes stop the egg and sperm from meeting, often after infection or endometriosis.", ["Usually no symptoms", "Difficulty conceiving", "Pelvic pain", "History of pelvic infection"]],
  ["low-amh", "Low AMH (Low Ovarian Reserve)", 15, "A smaller than expected number of eggs remaining in the ovaries for a woman's age.", ["Shorter or irregular cycles", "Difficulty conceiving", "Low AMH on blood test", "Poor response to fertility drugs"]],
];

export const conditions: readonly ConditionSeed[] = rows.map(
  ([slug, name, departmentId, summary, symptoms], index) => ({
    id: index + 1,
    name,
    slug,
    departmentId,
    summary,
    symptoms,
  }),
);
