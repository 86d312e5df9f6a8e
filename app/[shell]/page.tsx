import type { Metadata } from "next";
import { getDb } from "@/src/db";
import { getMessages } from "@/src/lib/i18n";
import { getHomeData } from "@/src/server/catalog";
import { HomePage } from "@/src/ui/home/home-page";
import { PageSettings } from "@/src/ui/page/page-settings";
import { resolvePage } from "@/src/ui/page/resolve-page";

type Props = { params: Promise<{ shell: string }> };

// Registry: Home (src/lib/page-registry.ts); a literal, as Next.js requires.
export const revalidate = 300;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await resolvePage(params, "home");
  const m = getMessages(locale).home;
  return {
    title: { absolute: m.metaTitle },
    description: m.metaDescription,
    alternates: {
      canonical: locale === "hi" ? "/hi" : "/",
      languages: { en: "/", hi: "/hi", "x-default": "/" },
    },
  };
}

// / and /hi – the home page
export default async function Home({ params }: Props) {
  const { locale, route } = await resolvePage(params, "home");
  const data = await getHomeData(getDb());
  return (
    <PageSettings route={route} locale={locale}>
      <HomePage data={data} m={getMessages(locale)} locale={locale} />
    </PageSettings>
  );
}
