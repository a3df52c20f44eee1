/**
 * A `multipart/form-data` body read as it arrives (docs/decisions/0185-streamed-document-upload.md): the
 * small text fields before the file are read whole, and the file, the body's last part, becomes a stream
 * of exactly its size, which the request's Content-Length gives once the bytes before the file are
 * known. So a form without JavaScript can send a document on without the app holding it in memory.
 */

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A file part as a stream of exactly `size` bytes (the body's trailer is checked after the last one). */
export type StreamedFile = { field: string; name: string; type: string; size: number; stream: ReadableStream<Uint8Array> };

export type StreamedForm = {
  /** The text fields before the file, in order. */
  fields: Array<[string, string]>;
  /** The file part, when the body has one (it must be the last part). */
  file: StreamedFile | null;
};

/** The body is not the multipart form it claims to be (or ends early): nothing of it is used. */
export class MalformedMultipart extends Error {
  constructor(reason: string) {
    super(`Malformed multipart body: ${reason}`);
    this.name = "MalformedMultipart";
  }
}

/** The boundary of a `multipart/form-data` content type, or null for any other type. */
export function multipartBoundary(contentType: string | null): string | null {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

function indexOf(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  const first = needle[0];
  outer: for (
    let i = haystack.indexOf(first ?? 0, from);
    i !== -1 && i + needle.length <= haystack.length;
    i = haystack.indexOf(first ?? 0, i + 1)
  ) {
    for (let j = 1; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/** The bytes of a body, taken from the front; counts what it has taken. */
class Bytes {
  private buffer: Uint8Array<ArrayBufferLike> = new Uint8Array(0);
  /** How many bytes of the body have been taken so far. */
  taken = 0;

  constructor(private readonly reader: ReadableStreamDefaultReader<Uint8Array>) {}

  private async more(): Promise<boolean> {
    const { done, value } = await this.reader.read();
    if (done) return false;
    if (this.buffer.length === 0) this.buffer = value;
    else {
      const joined = new Uint8Array(this.buffer.length + value.length);
      joined.set(this.buffer);
      joined.set(value, this.buffer.length);
      this.buffer = joined;
    }
    return true;
  }

  private take(n: number): Uint8Array {
    const out = this.buffer.slice(0, n);
    this.buffer = this.buffer.subarray(n);
    this.taken += n;
    return out;
  }

  /** The bytes before `delimiter` (which is taken too); at most `limit` of them, else malformed. */
  async until(delimiter: Uint8Array, limit: number): Promise<Uint8Array> {
    let from = 0;
    for (;;) {
      const at = indexOf(this.buffer, delimiter, from);
      if (at !== -1) {
        const out = this.take(at);
        this.take(delimiter.length);
        return out;
      }
      if (this.buffer.length > limit + delimiter.length) throw new MalformedMultipart("a part is too long");
      from = Math.max(0, this.buffer.length - delimiter.length + 1);
      if (!(await this.more())) throw new MalformedMultipart("the body ended early");
    }
  }

  async exactly(n: number): Promise<Uint8Array> {
    while (this.buffer.length < n) if (!(await this.more())) throw new MalformedMultipart("the body ended early");
    return this.take(n);
  }

  /**
   * The next `size` bytes as a stream; once they are read, `trailer` must follow. `delimiter` must not
   * appear in them (it would mean another part follows: the file was not the last one).
   */
  stream(size: number, trailer: Uint8Array, delimiter: Uint8Array): ReadableStream<Uint8Array> {
    let left = size;
    // The end of the bytes sent so far, where a delimiter split between two chunks would begin.
    let tail = new Uint8Array(0);
    return new ReadableStream<Uint8Array>({
      pull: async (controller) => {
        try {
          if (left === 0) {
            const end = await this.exactly(trailer.length);
            if (indexOf(end, trailer, 0) !== 0) throw new MalformedMultipart("the body does not end where it says");
            controller.close();
            return;
          }
          if (this.buffer.length === 0 && !(await this.more())) throw new MalformedMultipart("the body ended early");
          const chunk = this.take(Math.min(left, this.buffer.length));
          left -= chunk.length;
          const seen = new Uint8Array(tail.length + chunk.length);
          seen.set(tail);
          seen.set(chunk, tail.length);
          if (indexOf(seen, delimiter, 0) !== -1) throw new MalformedMultipart("the file is not the last part");
          tail = seen.slice(Math.max(0, seen.length - delimiter.length + 1));
          controller.enqueue(chunk);
        } catch (error) {
          controller.error(error);
        }
      },
      cancel: (reason) => this.reader.cancel(reason),
    });
  }

  cancel() {
    return this.reader.cancel();
  }
}

type PartHeaders = { name: string; fileName: string | null; type: string };

function partHeaders(block: Uint8Array): PartHeaders {
  let disposition = "";
  let type = "";
  for (const line of decoder.decode(block).split("\r\n")) {
    const colon = line.indexOf(":");
    const header = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (header === "content-disposition") disposition = value;
    else if (header === "content-type") type = value.toLowerCase();
  }
  if (!/^form-data\s*;/i.test(disposition)) throw new MalformedMultipart("a part is not form data");
  const params = new Map<string, string>();
  for (const match of disposition.matchAll(/;\s*([A-Za-z*]+)=(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g)) {
    params.set((match[1] ?? "").toLowerCase(), match[2] !== undefined ? match[2].replace(/\\(.)/g, "$1") : (match[3] ?? "").trim());
  }
  const name = params.get("name");
  if (name === undefined) throw new MalformedMultipart("a part has no name");
  return { name, fileName: params.get("filename") ?? null, type };
}

/** Limits of the parts before the file: each text value, and each part's headers. */
const MAX_FIELD_BYTES = 16 * 1024;
const MAX_HEADER_BYTES = 4 * 1024;
const MAX_FIELDS = 20;

/**
 * Reads a multipart form whose file, if any, is its last part, as browsers send a form whose file
 * input comes last. Null when the request is not multipart or does not say its length (the caller
 * then reads the body whole); throws MalformedMultipart when the body is not what it claims.
 */
export async function readStreamedForm(request: Request): Promise<StreamedForm | null> {
  const boundary = multipartBoundary(request.headers.get("Content-Type"));
  const length = Number(request.headers.get("Content-Length") ?? Number.NaN);
  if (!boundary || !Number.isSafeInteger(length) || length <= 0 || !request.body) return null;
  const bytes = new Bytes(request.body.getReader());
  try {
    const delimiter = encoder.encode(`\r\n--${boundary}`);
    // The first boundary has no line break before it (a preamble, which browsers do not send, is skipped).
    await bytes.until(encoder.encode(`--${boundary}\r\n`), MAX_HEADER_BYTES);
    const fields: Array<[string, string]> = [];
    for (;;) {
      const headers = partHeaders(await bytes.until(encoder.encode("\r\n\r\n"), MAX_HEADER_BYTES));
      if (headers.fileName !== null) {
        // The file's size: what is left of the body after its headers, less the closing boundary.
        const trailer = encoder.encode(`\r\n--${boundary}--\r\n`);
        const size = length - bytes.taken - trailer.length;
        if (size < 0) throw new MalformedMultipart("the body is shorter than it says");
        const stream = bytes.stream(size, trailer, delimiter);
        return { fields, file: { field: headers.name, name: headers.fileName, type: headers.type, size, stream } };
      }
      if (fields.length >= MAX_FIELDS) throw new MalformedMultipart("too many fields");
      fields.push([headers.name, decoder.decode(await bytes.until(delimiter, MAX_FIELD_BYTES))]);
      const next = decoder.decode(await bytes.exactly(2));
      if (next === "--") {
        await bytes.cancel();
        return { fields, file: null };
      }
      if (next !== "\r\n") throw new MalformedMultipart("a boundary is not followed by a line break");
    }
  } catch (error) {
    await bytes.cancel().catch(() => undefined);
    throw error;
  }
}

/** The first `count` bytes of a stream (fewer if it is shorter), and the whole stream again, unread. */
export async function peek(
  stream: ReadableStream<Uint8Array>,
  count: number,
): Promise<{ head: Uint8Array; stream: ReadableStream<Uint8Array> }> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let read = 0;
  while (read < count) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    read += value.length;
  }
  const head = new Uint8Array(Math.min(read, count));
  let at = 0;
  for (const chunk of chunks) {
    if (at >= head.length) break;
    head.set(chunk.subarray(0, head.length - at), at);
    at += Math.min(chunk.length, head.length - at);
  }
  const replay = new ReadableStream<Uint8Array>({
    pull: async (controller) => {
      const chunk = chunks.shift();
      if (chunk) return controller.enqueue(chunk);
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        controller.error(error);
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return { head, stream: replay };
}
