import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FormMessage } from "#app/components/form-messages";
import type { ImportActionData, ImportPageData } from "#app/imports/page.server";
import { PastImports } from "#app/routes/dashboard/imports/parts/past-imports";
import { type ImportDetailProps, Preview } from "#app/routes/dashboard/imports/parts/preview";
import { Progress } from "#app/routes/dashboard/imports/parts/progress";
import { Result } from "#app/routes/dashboard/imports/parts/result";
import { Template } from "#app/routes/dashboard/imports/parts/template";
import { UploadForm } from "#app/routes/dashboard/imports/parts/upload";

/**
 * A bulk import's page (issue 20, docs/decisions/0170-bulk-imports.md): the template and the upload form,
 * or one import's preview, progress or result, and the kind's past imports. Server-rendered; every form
 * posts without JavaScript, and the progress refreshes itself without it.
 */

type Props = {
  data: ImportPageData;
  actionData: ImportActionData | undefined;
  /** This page's path (the kind's import page). */
  self: string;
  /** The list the import belongs to (cards, recipients). */
  back: string;
};

export function ImportPage({ data, actionData, self, back }: Props) {
  const { t } = useTranslation(["imports"]);
  const { kind, view } = data;
  return (
    <>
      <p>
        <Link to={back}>{t(`imports.kinds.${kind}.back`)}</Link>
      </p>
      <div className="page-heading">
        <h1>{t(`imports.kinds.${kind}.title`)}</h1>
      </div>
      {!data.allowed ? (
        <FormMessage tone="error">{t("imports.noPermission")}</FormMessage>
      ) : view ? (
        <ImportDetail kind={kind} columns={data.columns} view={view} actionData={actionData} self={self} />
      ) : (
        <>
          <p>{t(`imports.kinds.${kind}.intro`)}</p>
          <Template columns={data.columns} self={self} />
          <UploadForm kind={kind} self={self} actionData={actionData} replaces={null} />
        </>
      )}
      {data.allowed ? <PastImports data={data} self={self} /> : null}
    </>
  );
}

function ImportDetail({ kind, columns, view, actionData, self }: ImportDetailProps) {
  if (view.status === "preview") return <Preview kind={kind} columns={columns} view={view} actionData={actionData} self={self} />;
  if (view.status === "queued" || view.status === "running" || view.status === "paused") return <Progress view={view} self={self} />;
  return <Result columns={columns} view={view} self={self} />;
}
