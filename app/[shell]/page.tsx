import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { parseShellKey } from "@/src/lib/shell";
import { getDb } from "@/src/db";
import { getMessages } from "@/src/lib/i18n";
import { getHomeData } from "@/src/server/catalog";
import { HomePage } from "@/src/ui/home/home-page";
import { PageSettings } from "@/src/ui/page/page-settings";

export const revalidate = 300;

export function generateMetadata(): Metadata {
  const m = getMessages("en").home;
  return {
    title: { absolute: m.metaTitle },
    description: m.metaDescription,
    alternates: { canonical: "/" },
  };
}

export default async function Home({ params }: { params: Promise<{ shell: string }> }) {
  // Only the proxy's keys lead here; a file-like path that skipped the proxy (e.g. /wp-login.php)
  // must be a 404, not the home page.
  if (!parseShellKey((await params).shell)) notFound();
  const data = await getHomeData(getDb());
  return (
    <>
      <PageSettings pageType="Home" tier={3} />
      <HomePage data={data} m={getMessages("en")} locale="en" />
    </>
  );
}
