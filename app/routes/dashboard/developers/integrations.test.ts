import { describe, expect, it } from "vitest";
import { endpointAddress } from "./integrations.server";

describe("an endpoint's address on the integrations page", () => {
  it("keeps the origin and path, and never a query string or fragment (receivers put tokens there)", () => {
    expect(endpointAddress("https://cases.example.org/hooks")).toBe("https://cases.example.org/hooks");
    expect(endpointAddress("https://cases.example.org/hooks?token=s3cret")).toBe("https://cases.example.org/hooks?…");
    expect(endpointAddress("http://localhost:9000/in#key=abc")).toBe("http://localhost:9000/in?…");
    expect(endpointAddress("not a url?token=s3cret")).toBe("not a url");
  });
});
