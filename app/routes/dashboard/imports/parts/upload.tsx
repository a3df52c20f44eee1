import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { FormMessage } from "#app/components/form-messages";
import type { ImportKind } from "#app/imports/kinds";
import type { ImportActionData } from "#app/imports/page.server";

/** The upload form (a first file, or a corrected one replacing a preview) and why a file was refused. */

/** A refused file whose message takes no value (the others are named one by one in ProblemMessage). */
type PlainProblem = { problem: "noFile" | "empty" | "tooLarge" | "tooManyRows" | "spreadsheetFile" | "notText" };

export function ProblemMessage({ actionData }: { actionData: ImportActionData | undefined }) {
  const { t } = useTranslation(["imports"]);
  if (!actionData) return null;
  if ("message" in actionData) return <FormMessage tone="error">{t("imports.preview.notConfirmable")}</FormMessage>;
  const { problem } = actionData;
  const columns = problem.problem === "missingColumns" ? problem.columns.join(", ") : "";
  const text =
    problem.problem === "unclosedQuote"
      ? t("imports.file.unclosedQuote", { row: problem.row })
      : problem.problem === "textAfterQuote"
        ? t("imports.file.textAfterQuote", { row: problem.row })
        : problem.problem === "missingColumns"
          ? t("imports.file.missingColumns", { columns })
          : t(`imports.file.${(problem as PlainProblem).problem}`);
  return (
    <FormMessage tone="error" id="import-file-error">
      {text}
    </FormMessage>
  );
}

export function UploadForm({
  self,
  actionData,
  replaces,
}: {
  kind: ImportKind;
  self: string;
  actionData: ImportActionData | undefined;
  replaces: string | null;
}) {
  const { t } = useTranslation(["imports"]);
  const busy = useNavigation().state === "submitting";
  const problem = actionData && "problem" in actionData;
  return (
    <section aria-labelledby="import-upload-title" className="stack">
      <h2 id="import-upload-title">{t("imports.upload.heading")}</h2>
      <p>{t("imports.upload.body")}</p>
      <ProblemMessage actionData={actionData} />
      <Form method="post" action={self} encType="multipart/form-data" className="stack">
        <input type="hidden" name="intent" value="upload" />
        {replaces ? <input type="hidden" name="replaces" value={replaces} /> : null}
        <div className="field">
          <label htmlFor="import-file">{t("imports.upload.file")}</label>
          <input
            id="import-file"
            name="file"
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            required
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "import-file-error" : undefined}
          />
        </div>
        <div className="filter-actions">
          <button type="submit" className="button primary" disabled={busy}>
            {replaces ? t("imports.upload.again") : t("imports.upload.submit")}
          </button>
        </div>
      </Form>
    </section>
  );
}
