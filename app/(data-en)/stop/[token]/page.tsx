import type { Metadata } from "next";
import { getMessages } from "@/src/lib/i18n";
import { stopPage } from "@/app/_routes/privacy/pages";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: getMessages("en").privacy.stop.title };

export default async function Page({ params }: { params: Promise<{ token: string }> }) {
  return stopPage("en", (await params).token);
}
