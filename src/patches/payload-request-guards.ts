/**
 * PATCH of payload 3.90.1 (through its documented hooks: beforeOperation, afterError, and endpoints): API requests
 * that Payload answers 500 are refused with the 4xx they deserve. Payload's changelog says 3.91 fixes one of them
 * (a multipart body without its boundary); on an upgrade, drop the guards its release fixes.
 * Upstream: payload@3.90.1
 * Test: tests/integration/cms-rest.integ.ts ("answers malformed requests 4xx, never 5xx") lists each request.
 */
import {
  APIError,
  NotFound,
  type AfterErrorHook,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type Endpoint,
} from "payload";
import { say } from "../cms/fields/say";

/**
 * Requests to the CMS's API that Payload 3.90 answered 500 ("Something went wrong"), each refused here with
 * the 4xx it deserves before it reaches the database (tests/integration/cms-rest.integ.ts lists them).
 */

/** Operators for point fields; the CMS has none, and on other fields the query builder crashed. */
const POINT_OPERATORS = new Set(["near", "within", "intersects"]);

function usesPointOperator(where: unknown): boolean {
  if (!where || typeof where !== "object") return false;
  return Object.entries(where as Record<string, unknown>).some(
    ([key, value]) => POINT_OPERATORS.has(key) || usesPointOperator(value),
  );
}

const isPlainObject = (value: unknown) =>
  value !== null && typeof value === "object" && !Array.isArray(value) && !(value instanceof Date);

/** Query parameters Payload reads as one number each; given twice, it passed them on as a list (PostgreSQL: 500). */
const SINGLE_PARAMS = ["limit", "page", "depth"] as const;

/**
 * Before every collection operation: a document id that is not a number (every collection's ids are), a
 * body that is not an object, a point operator and a repeated `limit`, `page` or `depth` are refused.
 */
export const refuseMalformedArgs: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const { id, data, where } = args as { id?: unknown; data?: unknown; where?: unknown };
  const query = (req.query ?? {}) as Record<string, unknown>;
  const repeated = SINGLE_PARAMS.find((name) => Array.isArray(query[name]));
  if (repeated) {
    throw new APIError(
      say(req, `The parameter "${repeated}" is given more than once.`, `المعامل «${repeated}» مكرر في الطلب.`),
      400,
      null,
      true,
    );
  }
  if (id !== undefined && id !== null && !/^[1-9]\d{0,15}$/.test(String(id))) throw new NotFound(req.t);
  if ((operation === "create" || operation === "update") && data !== undefined && !isPlainObject(data)) {
    throw new APIError("The request body must be a JSON object.", 400, null, true);
  }
  if (usesPointOperator(where)) {
    throw new APIError(
      "The operators near, within and intersects apply to point fields; there are none.",
      400,
      null,
      true,
    );
  }
  return args;
};

/** For collections without versions (Payload answered their /versions routes 500, fixed upstream in 3.91). */
export const noVersions: Endpoint[] = ["/versions", "/versions/:id"].flatMap((path) =>
  (["get", "post"] as const).map((method) => ({
    path,
    method,
    handler: () => Response.json({ errors: [{ message: "Not Found" }] }, { status: 404 }),
  })),
);

/** Adds the guards to a collection. */
export function guarded(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    endpoints:
      collection.endpoints === false
        ? false
        : [...(collection.versions ? [] : noVersions), ...(collection.endpoints ?? [])],
    hooks: {
      ...collection.hooks,
      beforeOperation: [refuseMalformedArgs, ...(collection.hooks?.beforeOperation ?? [])],
    },
  };
}

/**
 * A multipart body the parser could not read (a NUL byte in a file name, a cut-off form) or would not try
 * (`multipart/form-data` without its boundary, which Payload 3.90 reports as a 500 "Request is not eligible
 * for file upload" on every write route, before any access check), or whose `_payload` field is not JSON (Payload
 * parses it unguarded: a SyntaxError, before the request has any data): 400, not 500, in the admin's language.
 */
export const malformedBodyIs400: AfterErrorHook = ({ error, req }) => {
  const unparsedPayload =
    error instanceof SyntaxError &&
    req?.data === undefined &&
    /^multipart\//i.test(req?.headers?.get("content-type") ?? "");
  if (
    unparsedPayload ||
    /^(Malformed part header|Malformed urlencoded form|Unexpected end of (form|multipart data)|Request is not eligible for file upload)$/i.test(
      error?.message ?? "",
    )
  ) {
    const message = say(req, "The form data could not be read.", "تعذّرت قراءة بيانات النموذج.");
    return { status: 400, response: { errors: [{ message }] } };
  }
  return undefined;
};
