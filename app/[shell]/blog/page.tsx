import { type BlogParams, BlogIndexRoute, blogIndexMetadata } from "../_blog/blog-routes";

// Registry: Blog (/blog, /hi/blog). A literal, as Next.js requires.
export const revalidate = 900;

export function generateMetadata({ params }: { params: BlogParams }) {
  return blogIndexMetadata(params, 1);
}

export default function BlogIndexPage({ params }: { params: BlogParams }) {
  return <BlogIndexRoute params={params} page={1} />;
}
