import { type PeopleParams, PersonRoute, personMetadata } from "../../_people/people-routes";

// Registry: Author page (/authors/{slug}); rendered on first request and cached.
export const revalidate = 86400;

export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: { params: PeopleParams }) {
  return personMetadata(params, "author");
}

export default function AuthorPage({ params }: { params: PeopleParams }) {
  return <PersonRoute params={params} kind="author" />;
}
