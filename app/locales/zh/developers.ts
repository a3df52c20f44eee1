import type { Translated } from "#app/i18n/resources";
import type en from "../en/developers";

export default {
  title: "API 参考",
  intro: "您的系统所调用的服务商 API，由应用和沙盒共用的同一份契约生成。金额以整数分表示，时间为 ISO-8601 UTC，列表用游标分页。",
  authHeading: "身份验证",
  authBody:
    "调用在 Authorization 请求头中携带持有者令牌。涉及资金的调用还携带 Idempotency-Key 请求头：再次发送相同的键会返回第一次的结果，资金不会被重复转移。",
  errorsHeading: "错误",
  errorsBody: "错误以 JSON 返回：一个固定的代码、一条消息，以及被拒字段的问题列表。",
  groupsHeading: "接口分组",
  groupColumn: "分组",
  countColumn: "接口数",
  allGroups: "全部分组",
  parameters: "参数",
  requestBody: "请求体",
  response: "响应",
  noBody: "无请求体。",
  errors: "错误",
  required: "必填",
  optional: "可选",
  authBearer: "持有者令牌",
  authLinkToken: "链接令牌（X-Link-Token 请求头）",
  authNone: "无需身份验证",
  values: "取值",
  webhooksHeading: "验证 Webhook 签名",
  webhooksIntro:
    "每次投递都是一个带 JSON 正文和三个请求头的 POST，符合 Standard Webhooks 规范：webhook-id 是事件的标识，每次尝试都相同，可用来忽略已处理过的消息；webhook-timestamp 是以秒为单位的发送时间；webhook-signature 包含一个或多个以空格分隔的签名。",
  step1: "从 Webhook 控制台取得密钥，去掉 whsec_ 前缀，并对其余部分做 base64 解码：这就是密钥。",
  step2: "拼出被签名的内容：webhook-id、一个点、webhook-timestamp、一个点，以及收到时原样的正文（在解析 JSON 之前）。",
  step3: "用该密钥计算内容的 HMAC-SHA256，并进行 base64 编码。",
  step4:
    "当请求头中的某个 v1 签名与您算出的相同（用恒定时间比较），且时间戳与您的时钟相差不超过五分钟时，接受该消息。密钥轮换期间，请求头为每个仍有效的密钥各带一个签名。",
  exampleHeading: "完整示例",
  secret: "密钥",
  body: "正文",
  signedContent: "被签名的内容",
  codeHeading: "JavaScript 示例",
  eventsHeading: "事件类型",
  eventsBody:
    "接口会收到其订阅的类型；未选择任何类型时收到全部类型。data.change 字段说明具体变更，例如 card_locked。若十秒内未收到 2xx 响应，投递会在 5 秒、20 秒、80 秒之后依次重试，共八次尝试。",
} satisfies Translated<typeof en>;
