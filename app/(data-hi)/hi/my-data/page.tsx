import type { Metadata } from "next";
import { getMessages } from "@/src/lib/i18n";
import { myDataPage } from "@/app/_routes/privacy/pages";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: getMessages("hi").privacy.myData.title };

export default function Page() {
  return myDataPage("hi");
}
