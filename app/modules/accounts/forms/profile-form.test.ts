import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { ProfileFormSchema } from "./profile-form";

function parse(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return parseWithZod(data, { schema: ProfileFormSchema });
}

describe("ProfileFormSchema", () => {
  it("trims and keeps the fields, gender optional", () => {
    const submission = parse({ name: "  Болд  ", firstName: "Bold", lastName: "Bat", gender: "" });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({ name: "Болд", firstName: "Bold", lastName: "Bat", gender: undefined });
  });

  it("accepts MR and MS", () => {
    const male = parse({ name: "Bold", gender: "male" });
    const female = parse({ name: "Saraa", gender: "female" });
    expect(male.status === "success" && male.value.gender).toBe("male");
    expect(female.status === "success" && female.value.gender).toBe("female");
    expect(male.status === "success" && male.value.firstName).toBe("");
  });

  it.each([
    [{ name: "" }, { name: ["account:errors.nameRequired"] }],
    [{ name: "   " }, { name: ["account:errors.nameRequired"] }],
    [{}, { name: ["account:errors.nameRequired"] }],
    [{ name: "x".repeat(121) }, { name: ["account:errors.tooLong"] }],
    [{ name: "Bold", gender: "other" }, { gender: ["account:errors.gender"] }],
    [{ name: "Bold", firstName: "y".repeat(61) }, { firstName: ["account:errors.tooLong"] }],
  ])("%j -> %j", (fields, expected) => {
    const submission = parse(fields as Record<string, string>);
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual(expected);
  });
});
