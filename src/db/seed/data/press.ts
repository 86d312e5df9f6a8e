/** Press mentions. Fictional outlets and stories: each excerpt says "(sample)" and has no URL. */

export interface PressSeed {
  id: number;
  outlet: string;
  title: string;
  url: null;
  excerpt: string;
  publishedAt: string;
}

export const press: readonly PressSeed[] = [
  {
    id: 1,
    outlet: "The Daily Pulse",
    title: "Helplines that guide families through planned surgery are on the rise",
    url: null,
    excerpt:
      "(sample) A look at care coordinators who help patients compare hospitals, costs and insurance before an operation.",
    publishedAt: "2026-02-11T09:00:00+05:30",
  },
  {
    id: 2,
    outlet: "Metro Health Weekly",
    title: "Why cataract surgery costs differ so much from one city to another",
    url: null,
    excerpt:
      "(sample) Lens choice, technique and hospital category explain most of the difference, the article finds.",
    publishedAt: "2026-04-03T09:00:00+05:30",
  },
  {
    id: 3,
    outlet: "Bharat Business Review",
    title: "Health-tech start-ups bet on Hindi content to reach smaller cities",
    url: null,
    excerpt:
      "(sample) Patient guides in Hindi and regional languages are drawing readers from tier-2 cities.",
    publishedAt: "2026-05-19T09:00:00+05:30",
  },
  {
    id: 4,
    outlet: "The Evening Ledger",
    title: "Cashless claims: what patients wish they had known before admission",
    url: null,
    excerpt:
      "(sample) Families describe the paperwork of pre-authorisation and how a checklist saved them hours at discharge.",
    publishedAt: "2026-07-08T09:00:00+05:30",
  },
  {
    id: 5,
    outlet: "Sehat Samachar",
    title: "आयुष्मान कार्ड से मुफ्त इलाज: मरीजों को कहाँ मिल रही है मदद",
    url: null,
    excerpt:
      "(sample) A Hindi news feature on help desks that explain Ayushman Bharat PM-JAY eligibility to patients.",
    publishedAt: "2026-08-21T09:00:00+05:30",
  },
  {
    id: 6,
    outlet: "Tech & Care Today",
    title: "Second opinions before surgery: a growing habit among urban patients",
    url: null,
    excerpt:
      "(sample) Doctors interviewed say a second opinion rarely delays care and often settles a family's doubts.",
    publishedAt: "2026-10-02T09:00:00+05:30",
  },
];
