import {
  type ReviewsParams,
  ReviewsRoute,
  reviewsMetadata,
} from "../../../_discovery/reviews-routes";

// Registry: reviews-filter; rendered on first request and cached. A literal, as Next.js requires.
export const revalidate = 86400;

export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: { params: ReviewsParams }) {
  return reviewsMetadata(params);
}

export default function ReviewsFilterPage({ params }: { params: ReviewsParams }) {
  return <ReviewsRoute params={params} />;
}
