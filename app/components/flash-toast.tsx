import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Flash } from "#app/flash/flash.server";

/**
 * The flash message of the page (app/flash), at the top centre: role=alert for errors, role=status
 * otherwise. A timed toast hides itself after its duration: a CSS animation without JavaScript
 * (`data-duration` picks it), and unmounting with JavaScript.
 */
export function FlashToast({ flash, support }: { flash: Flash; support: string }) {
  // The namespaces of FLASH_MESSAGES (flash.server.ts): add one here when a flash from another one comes.
  // A page's own flash (a link of /register/member, the intake or onboarding, an import's 413) comes in
  // that page's namespace, which the page loads itself: i18n.t finds it without loading it everywhere.
  const { i18n } = useTranslation(["auth", "shell", "common"]);
  const [shown, setShown] = useState(true);
  useEffect(() => {
    setShown(true);
    if (!flash.durationMs) return;
    const timer = setTimeout(() => setShown(false), flash.durationMs);
    return () => clearTimeout(timer);
  }, [flash]);
  // A flash that only carries a receipt has no toast: its page shows the receipt.
  if (!shown || !flash.message) return null;
  return (
    <div
      className={`toast form-message form-message-${flash.tone}`}
      role={flash.tone === "error" ? "alert" : "status"}
      data-duration={flash.durationMs}
    >
      {i18n.t(flash.message, { support })}
    </div>
  );
}
