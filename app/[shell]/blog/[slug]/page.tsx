import { ArticleRoute, type BlogParams, articleMetadata } from "../../_blog/blog-routes";

// Registry: Blog (/blog/{slug}, /hi/blog/{slug}); rendered on first request and cached.
export const revalidate = 900;

export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: { params: BlogParams }) {
  return articleMetadata(params);
}

export default function ArticlePage({ params }: { params: BlogParams }) {
  return <ArticleRoute params={params} />;
}
