import { z } from "zod";

const hexColor = z.string().regex(/^#[0-9a-f]{6}$/i, "a colour is #rrggbb");
const host = z
  .string()
  .regex(/^[a-z0-9.-]+$/, "a host is lowercase, without port or scheme")
  .refine((h) => !h.startsWith(".") && !h.endsWith("."), "a host has no leading or trailing dot");

export const tenantSchema = z
  .object({
    /** Stable identifier, also the file name. */
    id: z.string().regex(/^[a-z][a-z0-9-]*$/),
    /** Request hosts (without port) that select this tenant. */
    hosts: z.array(host).min(1),
    brandName: z.string().min(1),
    /** Used in error messages such as "please contact {supportName} support". */
    supportName: z.string().min(1),
    supportEmail: z.email(),
    colors: z.object({
      /** Buttons, links, focus rings: must reach 4.5:1 against white. */
      primary: hexColor,
      /** Text on primary backgrounds. */
      onPrimary: hexColor,
      /** Page header band. */
      surface: hexColor,
    }),
    /** Path of an image under public/. */
    logo: z.string().regex(/^\/[a-z0-9/_.-]+\.(svg|png)$/),
    /** Origin used for canonical links, e.g. https://dashboard.example.org */
    canonicalOrigin: z.url().refine((u) => new URL(u).origin === u, "an origin has no path or trailing slash"),
    /** Branded cardholder portal: its login lives at this path and `/` redirects to it. */
    portalBrandPath: z
      .string()
      .regex(/^\/[a-z0-9-]+$/)
      .optional(),
  })
  .strict();

export type Tenant = z.infer<typeof tenantSchema>;

/** Declares a tenant file's contents; the registry validates them with the schema. */
export function defineTenant(tenant: Tenant): Tenant {
  return tenant;
}
