import { useTranslation } from "react-i18next";
import { useNonce } from "#app/components/nonce";

/**
 * The review screen's upload with JavaScript (docs/decisions/0184): the same multipart post as without it,
 * sent with XMLHttpRequest so its upload progress can drive a progress bar; the answer (the page after the
 * upload, or the form with its error) replaces the page as a plain post's would. Without JavaScript, or
 * without the browser APIs it needs, nothing changes: the form posts and the browser shows its own progress.
 * The onboarding pages ship no React on the client (hydrate: false), so this is a small inline script,
 * allowed by the page's CSP nonce.
 */
export function UploadProgress({ formId }: { formId: string }) {
  const { t } = useTranslation(["onboarding", "validation"]);
  const nonce = useNonce();
  return (
    <>
      <div id={`${formId}-progress`} className="upload-progress" hidden>
        <label htmlFor={`${formId}-progress-bar`}>{t("onboarding.review.uploading")}</label>
        <progress id={`${formId}-progress-bar`} max={100} value={0} />
      </div>
      <p id={`${formId}-failed`} className="form-message form-message-error" role="alert" hidden>
        {t("validation.documentUploadFailed")}
      </p>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: uploadScript(formId) }} />
    </>
  );
}

/** The enhancement, as plain ES2017 (no build step reaches an inline script). Exported for its unit test. */
export function uploadScript(formId: string): string {
  return `(function () {
  var ids = ${JSON.stringify({ form: formId, box: `${formId}-progress`, bar: `${formId}-progress-bar`, failed: `${formId}-failed` })};
  function enhance() {
    var form = document.getElementById(ids.form);
    if (!form || !window.XMLHttpRequest || !window.FormData || !window.DOMParser) return;
    form.addEventListener("submit", function (event) {
      var file = form.querySelector('input[type="file"]');
      if (!file || !file.files || file.files.length === 0) return;
      event.preventDefault();
      var box = document.getElementById(ids.box);
      var bar = document.getElementById(ids.bar);
      var failed = document.getElementById(ids.failed);
      var button = form.querySelector('button[type="submit"]');
      box.hidden = false;
      failed.hidden = true;
      bar.value = 0;
      if (button) button.disabled = true;
      var request = new XMLHttpRequest();
      request.open("POST", form.action);
      request.upload.addEventListener("progress", function (e) {
        if (e.lengthComputable) bar.value = Math.floor((e.loaded / e.total) * 100);
      });
      request.addEventListener("load", function () {
        var page = new DOMParser().parseFromString(request.responseText, "text/html");
        document.title = page.title;
        document.body.replaceWith(page.body);
        if (request.responseURL) history.replaceState(null, "", request.responseURL);
        enhance();
      });
      function fail() {
        box.hidden = true;
        failed.hidden = false;
        if (button) button.disabled = false;
      }
      request.addEventListener("error", fail);
      request.addEventListener("abort", fail);
      request.addEventListener("timeout", fail);
      request.send(new FormData(form));
    });
  }
  enhance();
})();`;
}
