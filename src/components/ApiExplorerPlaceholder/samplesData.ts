/**
 * The shape of the operation pages' build-time code samples (src/plugins/first-paint-samples):
 * the data the server bundle holds as `@first-paint-samples`, keyed by the page's route.
 */

/** One operation page's samples: language → code, and each status's JSON example. */
export type FirstPaintSamples = {
  request: Record<string, string>;
  responses: { status: string; example: string }[];
};

/** The two islands of an operation page: the request samples and the response examples. */
export type IslandPart = 'request' | 'responses';
