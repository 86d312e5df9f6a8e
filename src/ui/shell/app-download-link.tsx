"use client";

import type { ReactNode } from "react";
import { siteConfig } from "@/src/config/site";
import type { AppPlacement, AppStore } from "@/src/lib/tracking";
import { track } from "@/src/ui/tracking";

/** Where each app-download button goes (MK-14): the short link, or a store's own page. */
export const APP_DOWNLOAD_HREF: Record<AppStore, string> = {
  short: siteConfig.appShortLink,
  googlePlay: siteConfig.storeLinks.googlePlay,
  appStore: siteConfig.storeLinks.appStore,
};

/**
 * An app-download button (ribbon, banner, beside the lead form): a link to the site config's
 * short link or store link that records an `app_download` event with no personal data. It opens
 * in a new tab, so the page (and its held analytics events) stays.
 */
export function AppDownloadLink({
  store,
  placement,
  className,
  children,
}: {
  store: AppStore;
  placement: AppPlacement;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={APP_DOWNLOAD_HREF[store]}
      target="_blank"
      rel="noopener"
      className={className}
      data-app-download={store}
      onClick={() => track({ event: "app_download", store, placement })}
    >
      {children}
    </a>
  );
}
