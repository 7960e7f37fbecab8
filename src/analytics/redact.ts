/**
 * What the docs team must never receive, taken out of free text before it reaches the data layer
 * (search queries, feedback comments): readers of a payment API paste card numbers, API keys and
 * e-mail addresses into search boxes. Pure: tests/unit/analytics.spec.ts checks it.
 */
const patterns: RegExp[] = [
  // Card numbers and other long numbers, with or without spaces or dashes (13 digits or more).
  /\d(?:[ -]?\d){12,}/g,
  // Keys and secrets in the style of the API's own prefixes, and JWT-like tokens.
  /\b(?:sk|pk|rk|whsec|key|tok)_[A-Za-z0-9_]{6,}/gi,
  /\beyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g,
  // E-mail addresses.
  /[^\s@]+@[^\s@]+\.[^\s@]+/g,
];

export const redactedMarker = '[redacted]';

/** The text with card numbers, keys and e-mail addresses replaced, trimmed and cut to `maxLength`. */
export function redact(text: string, maxLength: number): string {
  let result = text;
  for (const pattern of patterns) result = result.replace(pattern, redactedMarker);
  return result.trim().slice(0, maxLength);
}
