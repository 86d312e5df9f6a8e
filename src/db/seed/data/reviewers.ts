/** Medical reviewers of blog articles. Fictional doctors: every profile says it is sample data. */

export interface ReviewerSeed {
  id: number;
  name: string;
  slug: string;
  qualifications: string;
  bio: string;
}

export const reviewers: readonly ReviewerSeed[] = [
  {
    id: 1,
    name: "Dr. Imran Siddiqui",
    slug: "dr-imran-siddiqui",
    qualifications: "MBBS, MS (Ortho)",
    bio: "Sample profile (fictional reviewer). An orthopaedic surgeon who reviews our articles on joint replacement, sports injuries and the spine.",
  },
  {
    id: 2,
    name: "Dr. Kavita Raghunathan",
    slug: "dr-kavita-raghunathan",
    qualifications: "MBBS, MS (General Surgery), FMAS",
    bio: "Sample profile (fictional reviewer). A laparoscopic surgeon who reviews our articles on hernia, gallbladder, piles, fistula and other surgical conditions.",
  },
  {
    id: 3,
    name: "Dr. Nandini Rao",
    slug: "dr-nandini-rao",
    qualifications: "MBBS, MS (Ophthalmology)",
    bio: "Sample profile (fictional reviewer). An eye surgeon who reviews our articles on cataract, LASIK and glaucoma.",
  },
  {
    id: 4,
    name: "Dr. Harpreet Gill",
    slug: "dr-harpreet-gill",
    qualifications: "MBBS, MD (Obstetrics & Gynaecology)",
    bio: "Sample profile (fictional reviewer). A gynaecologist and fertility specialist who reviews our articles on women's health, IVF and insurance for maternity care.",
  },
];
