/**
 * A bundler loader that applies ./edits.cjs to @docsearch/react's module as it is bundled.
 * An edit whose text is not found exactly once stops the build with its reason: the package
 * changed, and the edit needs a new look (patches/README.md, "@docsearch/react@3.9.0").
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a bundler loader is CommonJS
const edits = require('./edits.cjs');

module.exports = function docsearchFixesLoader(source) {
  // The bundler's persistent cache then redoes this module when the list of edits changes.
  this.addDependency(require.resolve('./edits.cjs'));
  let code = source;
  for (const { from, to, why } of edits) {
    const count = code.split(from).length - 1;
    if (count !== 1) {
      throw new Error(
        `docsearch-fixes: expected 1 occurrence of the code for "${why}" in ${this.resourcePath}, found ${count}. ` +
          'The installed @docsearch/react is not the one these edits are for: see patches/README.md.',
      );
    }
    code = code.replace(from, () => to);
  }
  return code;
};
