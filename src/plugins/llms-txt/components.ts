/**
 * How each component the docs use reads in a page's Markdown twin (./mdx.ts): component name to
 * Markdown renderer. A component that shows content renders it from the module the component
 * itself reads (./dataTables.ts, config/facts, the illustrations' texts); an interactive demo is one
 * line that says what it is and links the page; a wrapper (tabs) keeps its children. A component
 * missing here stops the twin generation with its file and line: whoever adds a component to the
 * docs says here how its twin reads. Partials (imported .mdx files) are inlined by ./mdx.ts.
 */
// The .cjs data itself: config/facts.ts has a .cjs twin of the same name that a Node loader may resolve first.
import { facts } from '../../../config/facts.cjs';
import { serverLanguages } from '../../../config/codeLanguages';
import { illustrationTexts } from '../../components/Illustrations/texts';
import { urls } from '../../../config/brand';
import type { JsxElement } from './jsx';
import {
  apiVersionChangelog,
  errorCodeTable,
  operationVersionChanges,
  stateModelTables,
  testCardTable,
  testIdentityTable,
} from './dataTables';

/**
 * Values a page may write as an expression (`{urls.docsRepository}`, `href={urls.site}`), by the
 * name it imports them under and the module it imports them from: the twin shows the same value.
 */
export const values: Record<string, { module: string; value: unknown }> = {
  urls: { module: '@site/config/brand', value: urls },
};

export type RenderContext = {
  siteDir: string;
  /** The page's absolute URL, which an interactive demo's line links. */
  pageUrl: string;
  /** The children the partial being rendered was given (its `props.children`), as Markdown; '' for none. */
  partialChildren: string;
};

/** Returns the element's Markdown; `children()` is its children's. Throws a readable Error on bad props. */
export type Renderer = (element: JsxElement, children: () => string, context: RenderContext) => string;

/** A string attribute (`name="x"`), or an Error naming it. */
export function stringProp(element: JsxElement, name: string): string {
  const attribute = element.attributes[name];
  if (attribute?.kind !== 'string') throw new Error(`needs ${name}="..." (a string)`);
  return attribute.value;
}

/** A literal expression attribute (`objects={['a', 'b']}`) as JSON, or an Error naming it. */
export function literalProp(element: JsxElement, name: string): unknown {
  const attribute = element.attributes[name];
  if (attribute?.kind !== 'expression') throw new Error(`needs ${name}={...}`);
  const json = attribute.value
    .replace(/'((?:[^'\\]|\\.)*)'/g, (_all, text: string) => JSON.stringify(text))
    .replace(/,(\s*[\]}])/g, '$1');
  try {
    return JSON.parse(json);
  } catch {
    throw new Error(`${name}={${attribute.value}} is not a literal the twin can read`);
  }
}

const languageLabels = new Map<string, string>(serverLanguages.map(({ value, label }) => [value, label]));

/** An interactive demo: what it does, and where to use it. */
const demo =
  (what: string): Renderer =>
  (_element, _children, { pageUrl }) =>
    `*Interactive on the page: ${what} [Use it on the page](${pageUrl}).*`;

/** An illustration: the words its picture and caption say (src/components/Illustrations/texts.ts). */
const illustration =
  (name: keyof typeof illustrationTexts): Renderer =>
  () =>
    `*Illustration: ${illustrationTexts[name].label}* ${illustrationTexts[name].caption}`;

export const components: Record<string, Renderer> = {
  // A fragment, `<>...</>`.
  '': (_element, children) => children(),
  Fact: (element) => {
    const name = stringProp(element, 'name');
    const fact = (facts as Record<string, { text: string } | undefined>)[name];
    if (!fact) throw new Error(`names the unknown fact "${name}" (config/facts.cjs)`);
    return fact.text;
  },
  Tabs: (_element, children) => children(),
  ServerCodeTabs: (_element, children) => children(),
  TabItem: (element, children) => {
    const attribute = (name: string) => {
      const value = element.attributes[name];
      return value?.kind === 'string' ? value.value : undefined;
    };
    const value = attribute('value') ?? '';
    const label = attribute('label') ?? languageLabels.get(value) ?? value;
    return `${label ? `**${label}**\n` : ''}${children()}`;
  },
  TestCardTable: () => testCardTable(),
  TestIdentityTable: () => testIdentityTable(),
  ErrorCodeExplorer: (_element, _children, { siteDir }) => errorCodeTable(siteDir),
  StateModel: (element) => {
    const objects = literalProp(element, 'objects');
    if (!Array.isArray(objects) || !objects.every((object) => typeof object === 'string'))
      throw new Error('needs objects={[...]}, a list of object names');
    return stateModelTables(objects);
  },
  ApiVersionChangelog: (element, _children, { siteDir }) =>
    apiVersionChangelog(siteDir, stringProp(element, 'from'), stringProp(element, 'to')),
  ApiVersionChanges: (element, _children, { siteDir }) =>
    operationVersionChanges(siteDir, stringProp(element, 'method'), stringProp(element, 'path')),
  // docs/partials/server-side-initialization.mdx: the including page's sample replaces the partial's own.
  RequestSample: (_element, children, { partialChildren }) => (partialChildren.trim() ? partialChildren : children()),
  ForTheSampleRequest: (_element, children, { partialChildren }) => (partialChildren.trim() ? '' : children()),
  SignatureChecker: demo(
    "a signature checker. Paste a notification's raw body, its `Acme-Signature` header and your signing secret; it verifies them in the browser and says which check fails.",
  ),
  AppCheckout: illustration('AppCheckout'),
  CrazyTrainKiosk: illustration('CrazyTrainKiosk'),
  HostedFieldsCheckout: illustration('HostedFieldsCheckout'),
  LiquorStoreCheckout: illustration('LiquorStoreCheckout'),
  PaymentWindowCheckout: illustration('PaymentWindowCheckout'),
  SaasSignup: illustration('SaasSignup'),
};
