import { data, href, type RouterContextProvider } from "react-router";
import { type Brand, brandOf } from "#app/components/brand";
import { dashboardContext, providerContext, tenantContext } from "#app/context";
import type { NotFoundData } from "#app/http";
import { getI18n } from "#app/middleware/i18n";
import { isApiError } from "#app/provider/client.server";
import { type BusinessContext, sessionExpiresAt } from "#app/session/cookie.server";
import { businesses } from "#contract/businesses";
import type { User } from "#contract/entities";
import type { PayoutProductType } from "#domain/enums";
import { roleFor } from "#domain/permissions";
import { bannerClosedIn, landingProgram, type ScreensOwner, shellNavigation } from "./navigation.server";
import type { ShellPerson, ShellPlace } from "./shell";

/**
 * What the dashboard shell shows around every page (issue 24 item 4): the navigation, where the user is
 * (the top-level business, the program in the path, the programs they may switch to) and who they are
 * (name and role on the business in the path). Built by the layout's loader, and by the guards when
 * the path itself is wrong, so that the not-found page still has the shell (issue 24 item 1).
 */

export type ShellProgram = { id: string; name: string; productType: PayoutProductType };

/** A program's own screen: recipients for a program that pays by bank transfer, else cards (spec section 4). */
export function programHome(program: { id: string; productType: PayoutProductType }): string {
  return program.productType === "bank_transfers"
    ? href("/:businessId/recipients", { businessId: program.id })
    : href("/:businessId/cards", { businessId: program.id });
}

/**
 * Where the path business sits: the top-level business as the breadcrumb's first step when the path is
 * one of its programs, the current business's name, and the programs to switch between (only when
 * there are two or more to choose from).
 */
export function shellPlace(
  input: { topLevelBusinessId: string; topLevelBusinessName: string; displayName: string; home: string },
  pathBusinessId: string,
  programs: readonly ShellProgram[],
): ShellPlace {
  const inProgram = pathBusinessId !== input.topLevelBusinessId;
  const program = inProgram ? programs.find((p) => p.id === pathBusinessId) : undefined;
  return {
    topLevel: inProgram ? { name: input.topLevelBusinessName, href: input.home } : null,
    current: program?.name ?? (inProgram ? input.displayName : input.topLevelBusinessName),
    programs: programs.length >= 2 ? programs.map((p) => ({ name: p.name, href: programHome(p), current: p.id === pathBusinessId })) : [],
  };
}

/**
 * Whose screens the navigation lists (ADR 0234): the program in the path when it is one (its product type
 * from the programs list, or the single program's landing when that list could not be read), else the
 * top-level business.
 */
export function screensOwner(
  business: BusinessContext,
  home: string,
  pathBusinessId: string,
  programs: readonly ShellProgram[],
): ScreensOwner {
  const program = programs.find((p) => p.id === pathBusinessId) ?? landingProgram(business, home);
  return program ?? { id: business.topLevelBusinessId, productType: null };
}

/** The shell's data. `user` is the provider's user record when this request read it (null: name not shown). */
export function shellData(
  context: Readonly<RouterContextProvider>,
  request: Request,
  options: { user: Pick<User, "firstName" | "lastName"> | null; programs: readonly ShellProgram[]; pathInTree: boolean },
) {
  const { session, business, businessId } = context.get(dashboardContext);
  const tenant = context.get(tenantContext);
  const { t } = getI18n(context);
  // A path outside the user's tree is shown from the user's own top-level business.
  const pathBusinessId = options.pathInTree ? businessId : business.topLevelBusinessId;
  const role = roleFor(business, pathBusinessId);
  const person: ShellPerson | null = options.user
    ? { name: `${options.user.firstName} ${options.user.lastName}`.trim(), role: role ? t(`settings.roles.${role}`) : null }
    : null;
  const place = shellPlace(
    {
      topLevelBusinessId: business.topLevelBusinessId,
      topLevelBusinessName: business.topLevelBusinessName,
      displayName: business.displayName,
      home: shellNavigation(business).home,
    },
    pathBusinessId,
    options.programs,
  );
  return {
    businessName: place.topLevel ? place.current : business.displayName,
    nav: shellNavigation(business, screensOwner(business, session.home, pathBusinessId, options.programs)),
    place,
    person,
    supportName: tenant.supportName,
    supportEmail: tenant.supportEmail,
    expiresAt: sessionExpiresAt(session),
    bannerClosed: bannerClosedIn(request),
  };
}

export type ShellData = ReturnType<typeof shellData>;

/** The 404 of a dashboard path that names nothing this user may open, carrying the shell to draw it in. */
export type ShellNotFoundData = NonNullable<NotFoundData> & { shell: ShellData & { brand: Brand } };

export function notFoundInShell(context: Readonly<RouterContextProvider>, request: Request): never {
  const shell = {
    ...shellData(context, request, { user: null, programs: [], pathInTree: false }),
    brand: brandOf(context.get(tenantContext)),
  };
  throw data<ShellNotFoundData>({ shell }, { status: 404 });
}

/** The programs a program view switches between (the provider lists only those the user may see). */
export async function visiblePrograms(context: Readonly<RouterContextProvider>): Promise<ShellProgram[]> {
  const { business } = context.get(dashboardContext);
  if (business.viewType === "normal") return [];
  try {
    const page = await context
      .get(providerContext)
      .call(businesses.listPrograms, { params: { id: business.topLevelBusinessId }, query: { limit: 200 } });
    return page.programs.map((p) => ({ id: p.id, name: p.name, productType: p.productType }));
  } catch (error) {
    // The switcher is a convenience: without it the page still works (the programs list stays linked).
    if (isApiError(error)) return [];
    throw error;
  }
}
