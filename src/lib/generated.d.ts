/**
 * Types of the build-time data scripts/build/gen-api.mjs writes into generated/data/ from
 * openapi/payments.yaml (see spec/spec-data.mjs). The files are not committed; declaring them
 * here lets the type check run before they exist.
 */
declare module '@site/generated/data/errorCodes.json' {
  export type ErrorOperation = { summary: string; method: string; path: string };
  export type ErrorCodeEntry = {
    code: string;
    httpStatus: number;
    meaning: string;
    cause: string;
    resolution: string;
    /** Slugs (/api/<slug>) of the operations whose error responses carry this code in their examples. */
    operations: string[];
  };
  const data: { codes: ErrorCodeEntry[]; operations: Record<string, ErrorOperation> };
  export default data;
}

declare module '@site/generated/data/notificationExample.json' {
  /** The first request example of webhooks.notification, as compact JSON. */
  const example: { body: string };
  export default example;
}

declare module '@site/generated/data/apiChanges.json' {
  import type { ApiChangesData } from '@site/src/lib/apiChanges';
  /** What changed between the API versions (spec/api-diff.mjs), newest pair first. */
  const data: ApiChangesData;
  export default data;
}
