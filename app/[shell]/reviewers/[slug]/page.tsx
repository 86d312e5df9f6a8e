import { type PeopleParams, PersonRoute, personMetadata } from "../../_people/people-routes";

// Registry: Reviewer page (/reviewers/{slug}); rendered on first request and cached.
export const revalidate = 86400;

export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: { params: PeopleParams }) {
  return personMetadata(params, "reviewer");
}

export default function ReviewerPage({ params }: { params: PeopleParams }) {
  return <PersonRoute params={params} kind="reviewer" />;
}
