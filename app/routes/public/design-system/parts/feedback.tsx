import { useTranslation } from "react-i18next";
import { ErrorList, ErrorSummary, FormMessage } from "#app/components/form-messages";
import { Sample, StateName } from "./sample";

/** The empty state, the alerts (success, information, warning, error) and form fields in each state. */
export function FeedbackSamples() {
  const { t } = useTranslation(["design", "cards", "cardDetail", "common", "recipients"]);
  return (
    <>
      <Sample id="empty">
        <p role="status" className="table-empty">
          {t("cards.empty")}
        </p>
      </Sample>
      <Sample id="alerts">
        <FormMessage tone="success">
          <p>{t("cardDetail.done.attachSpendRule")}</p>
        </FormMessage>
        <FormMessage tone="info">
          <p>{t("design.demo.info")}</p>
        </FormMessage>
        <div className="form-message form-message-warning" role="status">
          <p>{t("design.demo.warning")}</p>
        </div>
        <FormMessage tone="error">
          <p>{t("common.panelFailed")}</p>
        </FormMessage>
      </Sample>
      <Sample id="form">
        <ErrorSummary formId="demo-form" refused errors={{ amount: ["amountRequired"], name: ["recipientNameRequired"] }} />
        <div className="stack">
          <div className="field">
            <label htmlFor="demo-form-email">{t("recipients.form.email")}</label>
            <input id="demo-form-email" type="email" defaultValue="maria@cardholder.test" />
          </div>
          <div className="field">
            <StateName>{t("design.states.hint")}</StateName>
            <label htmlFor="demo-form-hinted">{t("cardDetail.amount")}</label>
            <p id="demo-form-hinted-hint" className="field-hint">
              {t("design.demo.hint")}
            </p>
            <input id="demo-form-hinted" inputMode="decimal" aria-describedby="demo-form-hinted-hint" defaultValue="25.00" />
          </div>
          <div className="field">
            <StateName>{t("design.states.invalid")}</StateName>
            <label htmlFor="demo-form-amount">{t("cardDetail.amount")}</label>
            <input id="demo-form-amount" inputMode="decimal" aria-invalid="true" aria-describedby="demo-form-amount-error" />
            <ErrorList id="demo-form-amount-error" errors={["amountRequired"]} />
          </div>
          <div className="field">
            <label htmlFor="demo-form-name">{t("recipients.form.name")}</label>
            <input id="demo-form-name" aria-invalid="true" aria-describedby="demo-form-name-error" />
            <ErrorList id="demo-form-name-error" errors={["recipientNameRequired"]} />
          </div>
          <div className="field">
            <StateName>{t("design.states.disabled")}</StateName>
            <label htmlFor="demo-form-disabled">{t("cardDetail.cardId")}</label>
            <input id="demo-form-disabled" disabled defaultValue="HB4M7R2KQ9" dir="ltr" />
          </div>
          <fieldset className="field field-choice">
            <legend>{t("cards.type")}</legend>
            <label className="choice">
              <input type="radio" name="demo-type" defaultChecked /> {t("cards.formFactors.physical")}
            </label>
            <label className="choice">
              <input type="radio" name="demo-type" /> {t("cards.formFactors.virtual")}
            </label>
          </fieldset>
          <div className="button-row">
            <button type="button">{t("cards.apply")}</button>
            <button type="button" className="secondary">
              {t("cards.clear")}
            </button>
            <button type="button" disabled>
              {t("common.busy")}
            </button>
          </div>
        </div>
      </Sample>
    </>
  );
}
