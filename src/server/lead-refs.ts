import "server-only";
import { customAlphabet } from "nanoid";
import type { LeadKind } from "@/domain/leads/types";

/** Crockford base32 (no I, L, O, U): a reference is read out on the phone and typed back without confusion. */
const random = customAlphabet("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 8);
const PREFIX: Record<LeadKind, string> = {
  contact: "C",
  plan: "P",
  newsletter: "N",
  seat: "S",
  interest: "I",
  "level-test": "T",
  corporate: "B",
};

/** A new lead reference: the kind's letter and 8 random characters (40 bits), e.g. "P-4F7K2M9Q". */
export function newLeadRef(kind: LeadKind): string {
  return `${PREFIX[kind]}-${random()}`;
}
