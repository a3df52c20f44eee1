import { describe, expect, it } from "vitest";
import { uploadScript } from "./upload-progress";

describe("the upload's progress script", () => {
  it("is valid JavaScript that names the form's own elements", () => {
    const script = uploadScript("document");
    expect(() => new Function(script)).not.toThrow();
    for (const id of ['"form":"document"', '"box":"document-progress"', '"bar":"document-progress-bar"', '"failed":"document-failed"'])
      expect(script).toContain(id);
  });
});
