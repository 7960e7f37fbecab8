/** The bundler loader of ./index.ts: see ./strip.mjs. */
import { stripTranslateDescriptions } from './strip.mjs';

export default function translateDescriptionsLoader(source) {
  return stripTranslateDescriptions(source).code;
}
