import type { ReactNode } from "react";
import { useBrand } from "./brand";
import { BrandHeader } from "./brand-header";
import { LanguageSelector } from "./language-selector";

/**
 * The frame of the public account pages (issue 33 item 5): sign-in, member registration and cardholder
 * registration. The brand's header without a home link (these pages are the way in) and the language
 * selector, then the page's heading and its content, in the one `<main>` the skip link targets. No
 * JavaScript: these pages ship none (ADR 0006).
 */
export function PublicPage({ heading, children }: { heading: string; children: ReactNode }) {
  const brand = useBrand();
  return (
    <main id="main" className="auth-page">
      {brand ? (
        <BrandHeader brand={brand} homeHref={null} className="home-header" logoSize={40}>
          <LanguageSelector />
        </BrandHeader>
      ) : null}
      <h1>{heading}</h1>
      {children}
    </main>
  );
}
