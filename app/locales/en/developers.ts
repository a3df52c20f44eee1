export default {
  title: "API reference",
  intro:
    "The provider API your systems call, generated from the same contract the app and the sandbox use. Money is in integer cents, times are ISO-8601 UTC, and lists are paged with a cursor.",
  authHeading: "Authentication",
  authBody:
    "Calls carry a bearer token in the Authorization header. Calls that move money also carry an Idempotency-Key header: sending the same key again returns the first answer and moves no money twice.",
  errorsHeading: "Errors",
  errorsBody: "An error answers with JSON: a stable code, a message, and for refused fields the list of issues.",
  groupsHeading: "Endpoint groups",
  groupColumn: "Group",
  countColumn: "Endpoints",
  allGroups: "All groups",
  parameters: "Parameters",
  requestBody: "Request body",
  response: "Response",
  noBody: "No body.",
  errors: "Errors",
  required: "required",
  optional: "optional",
  authBearer: "Bearer token",
  authLinkToken: "Link token (X-Link-Token header)",
  authNone: "No authentication",
  values: "Values",
  webhooksHeading: "Verify a webhook signature",
  webhooksIntro:
    "Each delivery is a POST with a JSON body and three headers, as the Standard Webhooks specification describes: webhook-id is the event's id, the same on every attempt, so use it to ignore a message you already handled; webhook-timestamp is the time of sending in seconds; webhook-signature holds one or more space-separated signatures.",
  step1: "Take the secret from the webhook console, drop its whsec_ prefix and base64-decode the rest: that is the key.",
  step2:
    "Build the signed content: webhook-id, a dot, webhook-timestamp, a dot, and the body exactly as received, before any JSON parsing.",
  step3: "Compute the HMAC-SHA256 of the content with the key and base64-encode it.",
  step4:
    "Accept the message when one of the header's v1 signatures equals yours (compare in constant time) and the timestamp is within five minutes of your clock. During a secret rotation the header carries one signature per live secret.",
  exampleHeading: "Worked example",
  secret: "Secret",
  body: "Body",
  signedContent: "Signed content",
  codeHeading: "The same in JavaScript",
  eventsHeading: "Event types",
  eventsBody:
    "An endpoint receives the types it subscribes to, or all of them when it chose none. The data.change field names the exact change, for example card_locked. A delivery that gets no 2xx answer within ten seconds is tried again after 5 s, 20 s, 80 s and so on, eight attempts in all.",
};
