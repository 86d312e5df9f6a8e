import { type ReviewsParams, ReviewsRoute, reviewsMetadata } from "../_discovery/reviews-routes";

// Registry: reviews; rendered on first request and cached. A literal, as Next.js requires.
export const revalidate = 86400;

export function generateMetadata({ params }: { params: ReviewsParams }) {
  return reviewsMetadata(params);
}

export default function ReviewsPage({ params }: { params: ReviewsParams }) {
  return <ReviewsRoute params={params} />;
}
