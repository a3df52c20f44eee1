import { describe, expect, it } from "vitest";
import { MalformedMultipart, multipartBoundary, peek, readStreamedForm } from "./multipart.server";

/** A request as a browser sends a form: its bytes in chunks of `chunk` bytes, with its length. */
async function formRequest(form: FormData, { chunk = 7, lengthDelta = 0 } = {}) {
  const serialized = new Response(form);
  const bytes = new Uint8Array(await serialized.arrayBuffer());
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + chunk));
      at += chunk;
    },
  });
  return new Request("https://app.test/upload", {
    method: "POST",
    headers: { "Content-Type": serialized.headers.get("Content-Type") ?? "", "Content-Length": String(bytes.length + lengthDelta) },
    body,
    duplex: "half",
  } as RequestInit);
}

const encodeBody = (parts: string[]) => new TextEncoder().encode(parts.join(""));

const text = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe("readStreamedForm", () => {
  it("reads the text fields, then streams the last part's file with its exact size, name and type", async () => {
    const form = new FormData();
    form.append("intent", "upload");
    form.append("documentType", "irs_determination_letter");
    const content = `%PDF-1.7\r\n--not-the-boundary\r\n${"x".repeat(5000)}`;
    form.append("document", new File([content], "letter (2026).pdf", { type: "application/pdf" }));
    for (const chunk of [1, 7, 4096]) {
      const read = await readStreamedForm(await formRequest(form, { chunk }));
      expect(read?.fields).toEqual([
        ["intent", "upload"],
        ["documentType", "irs_determination_letter"],
      ]);
      expect(read?.file).toMatchObject({ field: "document", name: "letter (2026).pdf", type: "application/pdf", size: content.length });
      expect(await text(read?.file?.stream ?? new ReadableStream())).toBe(content);
    }
  });

  it("keeps field values in any script and a file input left empty as a file of no bytes", async () => {
    // As a browser sends a form whose file input was left empty.
    const body = encodeBody([
      '--b0undary\r\nContent-Disposition: form-data; name="name"\r\n\r\nأمينة يوسف\r\n',
      '--b0undary\r\nContent-Disposition: form-data; name="document"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n',
      "\r\n--b0undary--\r\n",
    ]);
    const read = await readStreamedForm(
      new Request("https://app.test/", {
        method: "POST",
        headers: { "Content-Type": "multipart/form-data; boundary=b0undary", "Content-Length": String(body.length) },
        body,
      }),
    );
    expect(read?.fields).toEqual([["name", "أمينة يوسف"]]);
    expect(read?.file?.size).toBe(0);
    expect(await text(read?.file?.stream ?? new ReadableStream())).toBe("");
  });

  it("reads a form without a file to its end", async () => {
    const form = new FormData();
    form.append("intent", "submit");
    expect(await readStreamedForm(await formRequest(form))).toEqual({ fields: [["intent", "submit"]], file: null });
  });

  it("errors the file's stream when the body is not as long as it says, or the file is not the last part", async () => {
    const form = new FormData();
    form.append("document", new File(["%PDF-1.7 body"], "a.pdf", { type: "application/pdf" }));
    const longer = await readStreamedForm(await formRequest(form, { lengthDelta: 5 }));
    await expect(text(longer?.file?.stream ?? new ReadableStream())).rejects.toBeInstanceOf(MalformedMultipart);
    const shorter = await readStreamedForm(await formRequest(form, { lengthDelta: -3 }));
    await expect(text(shorter?.file?.stream ?? new ReadableStream())).rejects.toBeInstanceOf(MalformedMultipart);
    const after = new FormData();
    after.append("document", new File(["%PDF-1.7 body"], "a.pdf", { type: "application/pdf" }));
    after.append("intent", "upload");
    const notLast = await readStreamedForm(await formRequest(after));
    await expect(text(notLast?.file?.stream ?? new ReadableStream())).rejects.toBeInstanceOf(MalformedMultipart);
  });

  it("leaves other requests to be read whole: not multipart, or without a length", async () => {
    const urlEncoded = new Request("https://app.test/", { method: "POST", body: new URLSearchParams({ intent: "submit" }) });
    expect(await readStreamedForm(urlEncoded)).toBeNull();
    const form = new FormData();
    form.append("intent", "submit");
    const request = await formRequest(form);
    const withoutLength = new Request(request.url, {
      method: "POST",
      headers: { "Content-Type": request.headers.get("Content-Type") ?? "" },
      body: await request.arrayBuffer(),
    });
    expect(await readStreamedForm(withoutLength)).toBeNull();
  });

  it("refuses a body that is not multipart form data as it claims", async () => {
    const request = new Request("https://app.test/", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=abc", "Content-Length": "11" },
      body: "hello world",
    });
    await expect(readStreamedForm(request)).rejects.toBeInstanceOf(MalformedMultipart);
  });
});

describe("multipartBoundary", () => {
  it("reads a plain or quoted boundary of a multipart form, and nothing of other types", () => {
    expect(multipartBoundary("multipart/form-data; boundary=----WebKitFormBoundaryA1b2")).toBe("----WebKitFormBoundaryA1b2");
    expect(multipartBoundary('multipart/form-data; boundary="a b"')).toBe("a b");
    expect(multipartBoundary("application/x-www-form-urlencoded")).toBeNull();
    expect(multipartBoundary(null)).toBeNull();
  });
});

describe("peek", () => {
  it("gives the first bytes and the whole stream again", async () => {
    const source = new Response("%PDF-1.7 and the rest").body ?? new ReadableStream();
    const { head, stream } = await peek(source, 5);
    expect(new TextDecoder().decode(head)).toBe("%PDF-");
    expect(await text(stream)).toBe("%PDF-1.7 and the rest");
  });
});
