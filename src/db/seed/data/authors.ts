/** Blog authors. Fictional people: every profile says it is sample data. */

export interface AuthorSeed {
  id: number;
  name: string;
  slug: string;
  role: string;
  bio: string;
}

export const authors: readonly AuthorSeed[] = [
  {
    id: 1,
    name: "Meera Iyer",
    slug: "meera-iyer",
    role: "Senior Health Writer",
    bio: "Sample profile (fictional author). Meera writes about surgery, recovery and hospital stays in plain language, with a focus on what families need to plan ahead.",
  },
  {
    id: 2,
    name: "Rohan Kulkarni",
    slug: "rohan-kulkarni",
    role: "Health Insurance Writer",
    bio: "Sample profile (fictional author). Rohan explains health insurance, cashless claims and government schemes such as Ayushman Bharat PM-JAY.",
  },
  {
    id: 3,
    name: "Sana Qureshi",
    slug: "sana-qureshi",
    role: "Women's Health Writer",
    bio: "Sample profile (fictional author). Sana covers gynaecology, fertility and pregnancy topics, and edits our Hindi articles.",
  },
  {
    id: 4,
    name: "Arjun Menon",
    slug: "arjun-menon",
    role: "Medical Content Editor",
    bio: "Sample profile (fictional author). Arjun edits articles on eye care, urology and digestive health and checks every figure against its source.",
  },
  {
    id: 5,
    name: "Priyanka Das",
    slug: "priyanka-das",
    role: "Health Writer (Hindi)",
    bio: "Sample profile (fictional author). Priyanka writes patient guides in Hindi so that families can read about a treatment in the language they are most comfortable with.",
  },
];
