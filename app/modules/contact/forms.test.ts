import { describe, expect, it } from "vitest";
import { ContactSchema, StaffContactSchema } from "./forms";

const valid = { name: "Болд", email: "Bold@Example.mn", topic: "order", message: "Захиалга хэзээ ирэх вэ?" };

describe("ContactSchema", () => {
  it("normalises the e-mail and the phone", () => {
    const parsed = ContactSchema.parse({ ...valid, phone: "9911 2233" });
    expect(parsed.email).toBe("bold@example.mn");
    expect(parsed.phone).toBe("+97699112233");
  });

  it.each([
    ["no e-mail and no phone", { ...valid, email: undefined }, "contact:errors.emailOrPhone"],
    ["a bad e-mail", { ...valid, email: "bold@" }, "auth:errors.emailInvalid"],
    ["a bad phone", { ...valid, email: undefined, phone: "12345" }, "auth:errors.phoneInvalid"],
    ["no name", { ...valid, name: " " }, "contact:errors.nameRequired"],
    ["an unknown topic", { ...valid, topic: "refund-now" }, "contact:errors.topicRequired"],
    ["an empty message", { ...valid, message: "  " }, "contact:errors.messageRequired"],
    ["a message over 2000 characters", { ...valid, message: "а".repeat(2001) }, "contact:errors.messageTooLong"],
  ])("refuses %s", (_, input, message) => {
    const result = ContactSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it("takes a phone alone", () => {
    expect(ContactSchema.safeParse({ ...valid, email: undefined, phone: "+976 8811 2233" }).success).toBe(true);
  });
});

describe("StaffContactSchema", () => {
  it.each([
    [{ intent: "answer", id: "7", body: "Маргааш хүргэнэ." }, true],
    [{ intent: "answer", id: "7", body: " " }, false],
    [{ intent: "close", id: "7" }, true],
    [{ intent: "close", id: "x" }, false],
    [{ intent: "delete", id: "7" }, false],
  ])("%j -> %s", (input, success) => {
    expect(StaffContactSchema.safeParse(input).success).toBe(success);
  });
});
