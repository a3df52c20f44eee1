import { useTranslation } from "react-i18next";
import { href, Link, redirect } from "react-router";
import { dashboardContext } from "#app/context";
import type { RouteHandle } from "#app/handle";
import { notFound } from "#app/http";
import { getI18n } from "#app/middleware/i18n";
import { titleMeta } from "#app/page-title";
import { pageTitle } from "#app/page-title.server";
import { extensionOn } from "#app/provider/extensions.server";
import { hasDeveloperTools } from "#app/shell/navigation.server";
import { webhookEventTypes } from "#domain/webhooks";
import type { Route } from "./+types/developers-docs";
import { docsIndex, groupOperations, type OperationView, type SchemaNode, webhookExample } from "./developers-docs.server";

export const handle = { screen: "developerDocs", i18n: ["developers"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = titleMeta;

/**
 * Developers -> Docs (docs/decisions/0166): the API reference rendered on the server from the contract's
 * OpenAPI document, one group per page (`?group=`), and how to verify a webhook signature with a worked
 * example. Without developerTools the menu is absent and the page goes home.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { business, session } = context.get(dashboardContext);
  if (!hasDeveloperTools(business)) throw redirect(session.home);
  const group = new URL(request.url).searchParams.get("group");
  const operations = group ? groupOperations(group) : null;
  if (group && !operations) notFound();
  const { t } = getI18n(context);
  return {
    title: pageTitle(context, group ? `${group} · ${t("developers.title")}` : t("developers.title")),
    businessId: business.topLevelBusinessId,
    groups: docsIndex().groups,
    group,
    operations: operations ?? [],
    example: group ? null : await webhookExample(),
    // The pointer to /integrations, which a provider without the webhooks overview does not have (ADR 0222).
    integrations: extensionOn(context, "webhooksOverview"),
  };
}

export default function DeveloperDocs({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["developers"]);
  const { businessId, groups, group, operations, example } = loaderData;
  const base = href("/:businessId/developers/docs", { businessId });
  return (
    <div className="developer-docs">
      <h1>{group ? <code>{group}</code> : t("developers.title")}</h1>
      {group ? (
        <p>
          <Link to={base}>{t("developers.allGroups")}</Link>
        </p>
      ) : (
        <>
          <p>{t("developers.intro")}</p>
          <p>
            {t("developers.openApi.intro")}{" "}
            <a href={href("/:businessId/developers/openapi.json", { businessId })} download>
              {t("developers.openApi.download")}
            </a>
          </p>
          {loaderData.integrations ? (
            <p>
              {t("developers.integrationsPointer")} <Link to={href("/integrations")}>{t("developers.integrations.title")}</Link>
            </p>
          ) : null}
          <h2>{t("developers.authHeading")}</h2>
          <p>{t("developers.authBody")}</p>
          <h2>{t("developers.errorsHeading")}</h2>
          <p>{t("developers.errorsBody")}</p>
          <pre
            lang="en"
            dir="ltr"
          >{`{ "code": "validation_failed", "msg": "…", "issues": [{ "path": ["body", "amountCents"], "message": "…" }] }`}</pre>
        </>
      )}
      <nav aria-labelledby="docs-groups">
        <h2 id="docs-groups">{t("developers.groupsHeading")}</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">{t("developers.groupColumn")}</th>
              <th scope="col">{t("developers.countColumn")}</th>
            </tr>
          </thead>
          <tbody>
            {groups.map((g) => (
              <tr key={g.name}>
                <td>
                  <Link to={`${base}?group=${encodeURIComponent(g.name)}`} aria-current={g.name === group ? "page" : undefined}>
                    <code>{g.name}</code>
                  </Link>
                </td>
                <td>{g.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </nav>
      {operations.map((op) => (
        <Operation key={op.id} op={op} />
      ))}
      {example ? <WebhookGuide example={example} /> : null}
    </div>
  );
}

function Operation({ op }: { op: OperationView }) {
  const { t } = useTranslation(["developers"]);
  const auth =
    op.auth === "bearer" ? t("developers.authBearer") : op.auth === "linkToken" ? t("developers.authLinkToken") : t("developers.authNone");
  return (
    <section className="docs-operation" aria-labelledby={`op-${op.id}`}>
      <h2 id={`op-${op.id}`} dir="ltr">
        <code>
          {op.method} {op.path}
        </code>
      </h2>
      <p lang="en">{op.summary}</p>
      {op.description ? <p lang="en">{op.description}</p> : null}
      <p>{auth}</p>
      {op.parameters.length > 0 ? (
        <>
          <h3>{t("developers.parameters")}</h3>
          <SchemaList nodes={op.parameters.map((p) => ({ ...p.schema, name: `${p.name} (${p.in})`, required: p.required }))} />
        </>
      ) : null}
      <h3>{t("developers.requestBody")}</h3>
      {op.body ? <SchemaBlock node={op.body} /> : <p>{t("developers.noBody")}</p>}
      <h3>
        {t("developers.response")} <code>{op.success.status}</code>
      </h3>
      {op.success.schema ? <SchemaBlock node={op.success.schema} /> : <p>{t("developers.noBody")}</p>}
      <h3>{t("developers.errors")}</h3>
      <ul>
        {op.errors.map((e) => (
          <li key={e.status}>
            <code>{e.status}</code> <span lang="en">{e.description}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SchemaBlock({ node }: { node: SchemaNode }) {
  return (
    <div dir="ltr" className="schema">
      <code>{node.type}</code>
      {node.children ? <SchemaList nodes={node.children} /> : null}
    </div>
  );
}

function SchemaList({ nodes }: { nodes: readonly SchemaNode[] }) {
  const { t } = useTranslation(["developers"]);
  return (
    <ul className="schema-list" dir="ltr">
      {nodes.map((node, i) => (
        <li key={`${node.name ?? ""}-${i}`}>
          {node.name ? <code className="schema-name">{node.name}</code> : null} <code>{node.type}</code>{" "}
          {node.name ? <span>{node.required ? t("developers.required") : t("developers.optional")}</span> : null}
          {node.keywords?.map((k) => (
            <code key={k} className="schema-keyword">
              {k}
            </code>
          ))}
          {node.values ? (
            <span>
              {" "}
              {t("developers.values")}: <code>{node.values.join(" | ")}</code>
            </span>
          ) : null}
          {node.description ? (
            <p lang="en" className="schema-description">
              {node.description}
            </p>
          ) : null}
          {node.children ? <SchemaList nodes={node.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

const VERIFY_CODE = `import { createHmac, timingSafeEqual } from "node:crypto";

export function verifyWebhook(secret, headers, rawBody) {
  const id = headers["webhook-id"];
  const timestamp = headers["webhook-timestamp"];
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const expected = createHmac("sha256", key).update(\`\${id}.\${timestamp}.\${rawBody}\`).digest();
  return headers["webhook-signature"].split(" ").some((entry) => {
    const [version, value] = entry.split(",");
    const given = Buffer.from(value ?? "", "base64");
    return version === "v1" && given.length === expected.length && timingSafeEqual(given, expected);
  });
}`;

function WebhookGuide({ example }: { example: NonNullable<Route.ComponentProps["loaderData"]["example"]> }) {
  const { t } = useTranslation(["developers"]);
  const rows: [string, string][] = [
    [t("developers.secret"), example.secret],
    ["webhook-id", example.id],
    ["webhook-timestamp", String(example.timestamp)],
    [t("developers.body"), example.body],
    [t("developers.signedContent"), example.signedContent],
    ["webhook-signature", example.signature],
  ];
  return (
    <section aria-labelledby="verify-webhooks">
      <h2 id="verify-webhooks">{t("developers.webhooksHeading")}</h2>
      <p>{t("developers.webhooksIntro")}</p>
      <ol>
        <li>{t("developers.step1")}</li>
        <li>{t("developers.step2")}</li>
        <li>{t("developers.step3")}</li>
        <li>{t("developers.step4")}</li>
      </ol>
      <h3>{t("developers.exampleHeading")}</h3>
      <dl className="docs-example">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd dir="ltr">
              <code>{value}</code>
            </dd>
          </div>
        ))}
      </dl>
      <h3>{t("developers.codeHeading")}</h3>
      <pre dir="ltr" lang="en">
        <code>{VERIFY_CODE}</code>
      </pre>
      <h3>{t("developers.eventsHeading")}</h3>
      <p>{t("developers.eventsBody")}</p>
      <ul dir="ltr">
        {webhookEventTypes.map((type) => (
          <li key={type}>
            <code>{type}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}
