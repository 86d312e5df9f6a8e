import { type PeopleParams, PeopleIndexRoute, peopleIndexMetadata } from "../_people/people-routes";

// Registry: Authors (/authors). A literal, as Next.js requires.
export const revalidate = 86400;

export function generateMetadata({ params }: { params: PeopleParams }) {
  return peopleIndexMetadata(params, "author");
}

export default function AuthorsPage({ params }: { params: PeopleParams }) {
  return <PeopleIndexRoute params={params} kind="author" />;
}
