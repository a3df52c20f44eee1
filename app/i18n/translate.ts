/**
 * The interface strings' lookup, the same on the server and in the browser: a dotted key into one
 * language's strings, `{{name}}` interpolation, and `defaultValue` when the key is missing. It replaces
 * i18next in components so the browser ships a few hundred bytes instead of two libraries.
 */
export type Strings = { readonly [key: string]: string | Strings };
export type TranslateOptions = { defaultValue?: string } & Record<string, unknown>;
export type TFunction = (key: string, options?: TranslateOptions) => string;

export function translate(strings: Strings, key: string, options: TranslateOptions = {}): string {
  let node: string | Strings | undefined = strings;
  for (const part of key.split(".")) {
    node = typeof node === "object" ? node[part] : undefined;
    if (node === undefined) break;
  }
  const template = typeof node === "string" ? node : (options.defaultValue ?? key);
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? match : String(value);
  });
}
