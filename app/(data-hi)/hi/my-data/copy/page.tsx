import type { Metadata } from "next";
import { getMessages } from "@/src/lib/i18n";
import { copyPage } from "@/app/_routes/privacy/pages";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: getMessages("hi").privacy.myData.copy.title };

export default function Page() {
  return copyPage("hi");
}
