import { parseBlogPage } from "@/src/lib/blog";
import { NotFoundPage } from "@/src/ui/page/not-found-page";
import { type BlogParams, BlogIndexRoute, blogIndexMetadata } from "../../../_blog/blog-routes";

// Registry: Blog (/blog/page/{page}); rendered on first request and cached.
export const revalidate = 900;

export function generateStaticParams() {
  return [];
}

async function pageOf(params: BlogParams): Promise<number | null> {
  return parseBlogPage((await params).page ?? "");
}

export async function generateMetadata({ params }: { params: BlogParams }) {
  return blogIndexMetadata(params, (await pageOf(params)) ?? 1);
}

export default async function BlogPage({ params }: { params: BlogParams }) {
  const page = await pageOf(params);
  return page ? <BlogIndexRoute params={params} page={page} /> : <NotFoundPage />;
}
