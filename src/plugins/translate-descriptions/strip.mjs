/**
 * Removes the `description` of each translated text from a module's code: the `description`
 * property of `translate({...})` calls and the `description` prop of `<Translate>` elements
 * (compiled: `jsx(Translate, {...})`), from `@docusaurus/Translate`. A description is a note for
 * translators: `docusaurus write-translations` reads it from the sources, and at run time
 * `translate()` and `<Translate>` ignore it. Docusaurus ships every one of them to the browser
 * (about 1 KiB gzip of English sentences on a docs page). Nothing else is touched: other objects
 * with a `description` (page metadata, data) keep it.
 *
 * Works on the JavaScript the bundler's JS loader outputs (ES modules, or the CommonJS of the
 * OpenAPI theme). A module that does not parse is left as it is.
 */
import { parse } from 'acorn';
import { simple } from 'acorn-walk';

const translateModule = '@docusaurus/Translate';

/** `(0, x.f)` and `x.f` both call `x.f`. */
function unwrap(node) {
  return node.type === 'SequenceExpression' ? node.expressions.at(-1) : node;
}

const isRequireOfTranslate = (node) =>
  node?.type === 'CallExpression' &&
  node.callee.type === 'Identifier' &&
  node.callee.name === 'require' &&
  node.arguments[0]?.value === translateModule;

/** `require('@docusaurus/Translate')`, possibly inside `__importDefault(...)` or `__importStar(...)`. */
function requiresTranslate(node) {
  if (isRequireOfTranslate(node)) return true;
  return node?.type === 'CallExpression' && node.arguments.length === 1 && isRequireOfTranslate(node.arguments[0]);
}

/** @returns {{ code: string, removed: number }} */
export function stripTranslateDescriptions(code) {
  if (!code.includes(translateModule) || !code.includes('description')) return { code, removed: 0 };
  let ast;
  try {
    ast = parse(code, { ecmaVersion: 'latest', sourceType: 'module', allowHashBang: true, allowReturnOutsideFunction: true });
  } catch {
    return { code, removed: 0 };
  }
  const components = new Set(); // local names of <Translate>
  const functions = new Set(); // local names of translate()
  const namespaces = new Set(); // CommonJS: the object `require('@docusaurus/Translate')` returns
  simple(ast, {
    ImportDeclaration(node) {
      if (node.source.value !== translateModule) return;
      for (const specifier of node.specifiers) {
        if (specifier.type === 'ImportDefaultSpecifier') components.add(specifier.local.name);
        else if (specifier.type === 'ImportNamespaceSpecifier') namespaces.add(specifier.local.name);
        else if (specifier.imported.name === 'translate') functions.add(specifier.local.name);
        else if (specifier.imported.name === 'default') components.add(specifier.local.name);
      }
    },
    VariableDeclarator(node) {
      if (node.id.type === 'Identifier' && requiresTranslate(node.init)) namespaces.add(node.id.name);
    },
  });
  const isNamespaceMember = (node, name) =>
    node.type === 'MemberExpression' &&
    node.object.type === 'Identifier' &&
    namespaces.has(node.object.name) &&
    !node.computed &&
    node.property.name === name;
  const isTranslateFunction = (node) =>
    (node.type === 'Identifier' && functions.has(node.name)) || isNamespaceMember(node, 'translate');
  const isTranslateComponent = (node) =>
    (node.type === 'Identifier' && components.has(node.name)) || isNamespaceMember(node, 'default');

  const ranges = [];
  /** Queues the removal of the object's `description: "..."` (with its comma). */
  function dropDescription(object) {
    if (object?.type !== 'ObjectExpression') return;
    const { properties } = object;
    properties.forEach((property, index) => {
      if (property.type !== 'Property' || property.computed) return;
      const key = property.key.type === 'Identifier' ? property.key.name : property.key.value;
      const stringValue =
        (property.value.type === 'Literal' && typeof property.value.value === 'string') ||
        property.value.type === 'TemplateLiteral';
      if (key !== 'description' || !stringValue) return;
      const next = properties[index + 1];
      const previous = properties[index - 1];
      if (next) ranges.push([property.start, next.start]);
      else if (previous) ranges.push([previous.end, property.end]);
      else ranges.push([property.start, property.end]);
    });
  }
  simple(ast, {
    CallExpression(node) {
      const callee = unwrap(node.callee);
      if (isTranslateFunction(callee)) dropDescription(node.arguments[0]);
      else if (node.arguments[0] && isTranslateComponent(unwrap(node.arguments[0]))) dropDescription(node.arguments[1]);
    },
  });
  if (ranges.length === 0) return { code, removed: 0 };
  ranges.sort((a, b) => b[0] - a[0]);
  let result = code;
  for (const [start, end] of ranges) result = result.slice(0, start) + result.slice(end);
  return { code: result, removed: ranges.length };
}
