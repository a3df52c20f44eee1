/**
 * A route component rendered on the server as the browser would first receive it, in a language,
 * at a path (for unit tests of what a page says; the whole stream is awaited, islands included).
 */
import { createInstance } from "i18next";
import { renderToReadableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { I18NEXT_MODULES, I18NEXT_OPTIONS } from "#app/i18n/config";
import { RESOURCES } from "#app/locales/all.server";

export async function renderAt(path: string, element: () => React.ReactNode, language = "en"): Promise<string> {
  const i18n = createInstance();
  for (const module of I18NEXT_MODULES) i18n.use(module);
  await i18n.init({ ...I18NEXT_OPTIONS, lng: language, resources: RESOURCES });
  const Stub = createRoutesStub([{ path: new URL(path, "http://x").pathname, Component: element }]);
  const stream = await renderToReadableStream(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={[path]} />
    </I18nextProvider>,
  );
  await stream.allReady;
  return new Response(stream).text();
}
