/** The translators' notes leave the browser bundle, nothing else does (src/plugins/translate-descriptions). */
import { expect, test } from '@playwright/test';
import { parse } from 'acorn';
import { stripTranslateDescriptions } from '../../src/plugins/translate-descriptions/strip.mjs';

const parses = (code: string) => parse(code, { ecmaVersion: 'latest', sourceType: 'module' });

test('translate() and <Translate> lose their description; page metadata and data keep theirs', () => {
  const code = [
    `import { jsx as _jsx } from "react/jsx-runtime";`,
    `import Translate, { translate as t } from '@docusaurus/Translate';`,
    `const label = t({ id: 'theme.a', message: 'A', description: 'The label of A' });`,
    `const last = t({ id: 'theme.b', description: \`The label of B\` });`,
    `const element = _jsx(Translate, { id: "theme.c", description: "The text of C", children: "C" });`,
    `const meta = _jsx(PageMetadata, { title: "T", description: "What this page is about" });`,
    `const record = { id: 'card', description: 'A test card' };`,
  ].join('\n');
  const { code: stripped, removed } = stripTranslateDescriptions(code);
  expect(removed).toBe(3);
  expect(() => parses(stripped)).not.toThrow();
  expect(stripped).not.toMatch(/The label of A|The label of B|The text of C/);
  expect(stripped).toContain(`t({ id: 'theme.a', message: 'A' })`);
  expect(stripped).toContain(`t({ id: 'theme.b' })`);
  expect(stripped).toContain(`_jsx(Translate, { id: "theme.c", children: "C" })`);
  expect(stripped).toContain('What this page is about');
  expect(stripped).toContain('A test card');
});

test('the CommonJS of the OpenAPI theme is handled too', () => {
  const code = [
    `const Translate_1 = require("@docusaurus/Translate");`,
    `const Other = __importDefault(require("@docusaurus/Translate"));`,
    `const a = (0, Translate_1.translate)({ id: "theme.openapi.a", message: "A", description: "Note A" });`,
    `const b = react_1.default.createElement(Other.default, { id: "theme.openapi.b", description: "Note B" }, "B");`,
    `const c = other.translate({ id: "x", description: "Not ours" });`,
  ].join('\n');
  const { code: stripped, removed } = stripTranslateDescriptions(code);
  expect(removed).toBe(2);
  expect(stripped).not.toMatch(/Note A|Note B/);
  expect(stripped).toContain('Not ours');
  expect(() => parses(stripped)).not.toThrow();
});

test('a module without Translate, or one that does not parse, is returned as it is', () => {
  const plain = `const x = { description: 'kept' };`;
  expect(stripTranslateDescriptions(plain)).toEqual({ code: plain, removed: 0 });
  const broken = `import { translate } from '@docusaurus/Translate'; translate({ description: 'x' ) }`;
  expect(stripTranslateDescriptions(broken)).toEqual({ code: broken, removed: 0 });
});
