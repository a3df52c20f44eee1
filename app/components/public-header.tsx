import type { Brand } from "./brand";
import { BrandHeader } from "./brand-header";
import { LanguageSelector } from "./language-selector";

/** The navigation bar of public pages (hidden on the spec's hideNavBar routes and inside the shell). */
export function PublicHeader({ brand }: { brand: Brand }) {
  return (
    <BrandHeader brand={brand}>
      <LanguageSelector />
    </BrandHeader>
  );
}
