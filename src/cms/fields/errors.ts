import { ValidationError, type AfterErrorHook, type PayloadRequest } from "payload";

type FieldError = { path: string; message: string; label?: string };
type Shaped = { status?: number; message?: string; data?: { errors?: unknown } | null };

/**
 * A refusal of one or more fields, in the language of the admin's user: Payload's own sentence ("The following
 * field is invalid: Title" / "الحقل التالي غير صالح: العنوان"), naming each field by its label, and each field's
 * own message, which the admin shows under the field (marked red) and REST returns in `data.errors`.
 */
export function refuseFields(req: PayloadRequest, errors: FieldError[]): never {
  throw new ValidationError({ errors, req }, req.t);
}

/**
 * Payload's `afterError` hook: a refusal of fields reaches the admin and REST clients with its per-field details.
 *
 * Payload writes `data` (the fields and their messages) into the error response only when the error is an
 * `instanceof` its own ValidationError. In the production build Payload's modules are bundled into more than one
 * chunk, and the error of a save comes from the copy that started Payload, not from the copy that answers the
 * route; the check fails, the response keeps only the sentence, and the admin cannot mark a field (Payload
 * issue #17298 reports the same). This puts the details back for any error that carries them.
 */
export const fieldErrorsInResponse: AfterErrorHook = ({ error, result }) => {
  const { status, message, data } = error as Shaped;
  if (status !== 400 || !data || !Array.isArray(data.errors) || !data.errors.length) return;
  const first = (result as { errors?: { data?: unknown }[] } | undefined)?.errors?.[0];
  if (first?.data) return;
  return { status: 400, response: { errors: [{ name: "ValidationError", data, message }] } };
};
