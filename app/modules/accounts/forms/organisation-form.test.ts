import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { DeleteRecordSchema, OrganisationFormSchema } from "./organisation-form";

function parse(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return parseWithZod(data, { schema: OrganisationFormSchema });
}

describe("OrganisationFormSchema", () => {
  it("normalises the phone and reads the number of employees", () => {
    const submission = parse({ name: "Сувд ХХК", registryNumber: "5 123 456", phone: "9911 2233", employees: "12", industry: "horeca", address: "", contactPerson: "" });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      name: "Сувд ХХК",
      registryNumber: "5123456",
      address: "",
      phone: "+97699112233",
      contactPerson: "",
      employees: 12,
      industry: "horeca",
    });
  });

  it("needs only a name and a registry number", () => {
    const submission = parse({ name: "Сувд ХХК", registryNumber: "5123456" });
    expect(submission.status).toBe("success");
  });

  it.each([
    [{ name: "A", registryNumber: "123456" }, { registryNumber: ["account:errors.registryNumber"] }],
    [{ name: "A", registryNumber: "12345678" }, { registryNumber: ["account:errors.registryNumber"] }],
    [{ name: "A", registryNumber: "12345a7" }, { registryNumber: ["account:errors.registryNumber"] }],
    [{ name: "A", registryNumber: "" }, { registryNumber: ["account:errors.registryRequired"] }],
    [{ name: "", registryNumber: "5123456" }, { name: ["account:errors.organisationNameRequired"] }],
    [{ name: "A", registryNumber: "5123456", phone: "1234" }, { phone: ["account:errors.phoneInvalid"] }],
    [{ name: "A", registryNumber: "5123456", phone: "12345678" }, { phone: ["account:errors.phoneInvalid"] }],
    [{ name: "A", registryNumber: "5123456", employees: "-1" }, { employees: ["account:errors.employees"] }],
    [{ name: "A", registryNumber: "5123456", employees: "2.5" }, { employees: ["account:errors.employees"] }],
    [{ name: "A", registryNumber: "5123456", employees: "many" }, { employees: ["account:errors.employees"] }],
    [{ name: "A", registryNumber: "5123456", industry: "piracy" }, { industry: ["account:errors.industry"] }],
  ])("%j -> %j", (fields, expected) => {
    const submission = parse(fields);
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual(expected);
  });

  it("reports all field errors together", () => {
    expect(parse({ registryNumber: "12", phone: "0" }).reply().error).toEqual({
      name: ["account:errors.organisationNameRequired"],
      registryNumber: ["account:errors.registryNumber"],
      phone: ["account:errors.phoneInvalid"],
    });
  });
});

describe("DeleteRecordSchema", () => {
  it("reads a delete of a positive id only", () => {
    const ok = new FormData();
    ok.append("intent", "delete");
    ok.append("id", "4");
    expect(parseWithZod(ok, { schema: DeleteRecordSchema }).status).toBe("success");
    const bad = new FormData();
    bad.append("intent", "delete");
    bad.append("id", "0");
    expect(parseWithZod(bad, { schema: DeleteRecordSchema }).status).toBe("error");
  });
});
