import { describe, expect, it } from "vitest";
import { fieldErrors } from "./fields";
import { corporateInput } from "./corporate";

const valid = {
  company: "Alexandria Logistics Co.",
  fullName: "Hala Adel",
  email: "hala@alexlogistics.example",
  phone: "+20 3 555 0101",
  teamSize: "16-30",
  areas: ["english"],
  delivery: "company",
  months: ["01", "03"],
  locale: "en",
};

const errorsOf = (input: Record<string, unknown>) => {
  const parsed = corporateInput.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error.issues);
};

describe("the corporate training request", () => {
  it("accepts a company, a contact, a team size, topics, where and when", () => {
    expect(corporateInput.safeParse(valid).success).toBe(true);
    expect(
      corporateInput.safeParse({ ...valid, areas: undefined, courses: ["power-bi"], months: undefined }).success,
    ).toBe(true);
  });

  it("asks for at least one area or course, and a known team size and place", () => {
    expect(errorsOf({ ...valid, areas: [] })).toEqual({ areas: "areas.required" });
    expect(errorsOf({ ...valid, teamSize: "12" })).toEqual({ teamSize: "teamSize.required" });
    expect(errorsOf({ ...valid, delivery: undefined })).toEqual({ delivery: "delivery.required" });
  });

  it("takes months of the year only, each once, and areas of the catalogue only", () => {
    expect(errorsOf({ ...valid, months: ["2027-01"] })).toEqual({ months: "months.invalid" });
    expect(errorsOf({ ...valid, months: ["01", "01"] })).toEqual({ months: "months.invalid" });
    expect(errorsOf({ ...valid, areas: ["it", "cooking"] })).toMatchObject({ areas: "areas.invalid" });
  });

  it("takes a job title left blank, as a plain form sends it", () => {
    expect(corporateInput.safeParse({ ...valid, role: "" }).success).toBe(true);
    expect(errorsOf({ ...valid, role: "HR\nManager" })).toEqual({ role: "role.invalid" });
  });

  it("refuses a company name with text-direction characters", () => {
    expect(errorsOf({ ...valid, company: "Acme\u202E Ltd" })).toEqual({ company: "company.invisible" });
  });
});
