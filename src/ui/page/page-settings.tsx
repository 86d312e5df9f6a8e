"use client";

import { useEffect } from "react";
import { type PageSettingsValue, usePageContext } from "./page-context";

/** Rendered by a page to declare its page type, tier and form settings to the shell. */
export function PageSettings(props: PageSettingsValue) {
  const { setSettings } = usePageContext();
  const key = JSON.stringify(props);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` captures every prop
  useEffect(() => {
    setSettings(props);
  }, [key, setSettings]);
  return null;
}
