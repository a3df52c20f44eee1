import { describe, expect, it } from "vitest";
import { drainUnreadBody, FORM_BODY_MAX_BYTES, readFormBody } from "./request-body";

describe("drainUnreadBody", () => {
  it("reads a body nobody read", async () => {
    const request = new Request("https://app.test/login", { method: "POST", body: "intent=lock&x=".padEnd(5000, "y") });
    expect(request.bodyUsed).toBe(false);
    await drainUnreadBody(request);
    expect(request.bodyUsed).toBe(true);
  });

  it("leaves a body already read, and a request without one, alone", async () => {
    const read = new Request("https://app.test/login", { method: "POST", body: "a=1" });
    expect(await read.text()).toBe("a=1");
    await expect(drainUnreadBody(read)).resolves.toBeUndefined();
    const get = new Request("https://app.test/about");
    await drainUnreadBody(get);
    expect(get.bodyUsed).toBe(false);
  });
});

describe("readFormBody: a post no route could read is refused before routing (issue 34 item 11)", () => {
  const post = (init: RequestInit, path = "/login") => new Request(`https://app.test${path}`, { method: "POST", ...init });
  const problemOf = async (request: Request) => {
    const result = await readFormBody(request);
    return "request" in result ? null : result;
  };

  it("no body and no content type, JSON, or plain text: 415", async () => {
    expect(await problemOf(post({}))).toEqual({ status: 415, message: "common.requestBody.unsupported" });
    const json = post({ body: JSON.stringify({ intent: "password" }), headers: { "Content-Type": "application/json" } });
    expect((await problemOf(json))?.status).toBe(415);
    expect((await problemOf(post({ body: "x", headers: { "Content-Type": "text/plain" } })))?.status).toBe(415);
  });

  it("multipart without a boundary, or cut short: 400", async () => {
    const noBoundary = post({ body: "x", headers: { "Content-Type": "multipart/form-data" } });
    expect(await problemOf(noBoundary)).toEqual({ status: 400, message: "common.requestBody.malformed" });
    const broken = post({
      body: '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1',
      headers: { "Content-Type": "multipart/form-data; boundary=zz" },
    });
    expect(await problemOf(broken)).toEqual({ status: 400, message: "common.requestBody.malformed" });
  });

  it("a body over the limit, announced or streamed without a length: 413", async () => {
    const announced = post({
      body: "a=1",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(FORM_BODY_MAX_BYTES + 1) },
    });
    expect((await problemOf(announced))?.status).toBe(413);
    const chunk = new Uint8Array(1024 * 1024).fill(97);
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const streamed = post({
      body: endless,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      duplex: "half",
    } as RequestInit);
    expect(await problemOf(streamed)).toEqual({ status: 413, message: "common.requestBody.tooLarge" });
    expect(sent).toBeLessThanOrEqual(8);
  });

  it("an import page's file over 5 MB streamed in chunks without a length: counted as it comes, stopped at the limit, the page's own 413 message (ADR 0248)", async () => {
    const chunk = new Uint8Array(256 * 1024).fill(97);
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const upload = post(
      { body: endless, headers: { "Content-Type": "multipart/form-data; boundary=zz" }, duplex: "half" } as RequestInit,
      "/biz_harbor/import/recipients",
    );
    expect(await problemOf(upload)).toEqual({ status: 413, message: "imports.file.tooLarge" });
    // Reading stopped at the limit: 5 MB and 64 KB are 20.25 chunks of 256 KB.
    expect(sent).toBeLessThanOrEqual(23);
    const announced = post(
      { body: "a=1", headers: { "Content-Type": "multipart/form-data; boundary=zz", "Content-Length": String(FORM_BODY_MAX_BYTES + 1) } },
      "/biz_harbor/import/card-loads",
    );
    expect(await problemOf(announced)).toEqual({ status: 413, message: "imports.file.tooLarge" });
  });

  it("a good form comes back readable, as it was sent; GET and the streamed document upload are left alone", async () => {
    const form = new FormData();
    form.set("intent", "password");
    form.set("identifier", "maria@cardholder.test");
    const result = await readFormBody(post({ body: form }));
    if (!("request" in result)) throw new Error("refused");
    expect(Object.fromEntries(await result.request.formData())).toEqual({ intent: "password", identifier: "maria@cardholder.test" });
    const encoded = await readFormBody(post({ body: new URLSearchParams({ a: "1" }) }));
    if (!("request" in encoded)) throw new Error("refused");
    expect(await encoded.request.text()).toBe("a=1");
    const get = new Request("https://app.test/login");
    expect(await readFormBody(get)).toEqual({ request: get });
    const upload = post({ body: "stream", headers: { "Content-Type": "multipart/form-data; boundary=zz" } }, "/biz_x/submitConfirmation");
    expect(await readFormBody(upload)).toEqual({ request: upload });
  });
});
