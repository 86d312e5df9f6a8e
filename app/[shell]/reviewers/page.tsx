import { type PeopleParams, PeopleIndexRoute, peopleIndexMetadata } from "../_people/people-routes";

// Registry: Reviewers (/reviewers). A literal, as Next.js requires.
export const revalidate = 86400;

export function generateMetadata({ params }: { params: PeopleParams }) {
  return peopleIndexMetadata(params, "reviewer");
}

export default function ReviewersPage({ params }: { params: PeopleParams }) {
  return <PeopleIndexRoute params={params} kind="reviewer" />;
}
