/**
 * Step "version changes": under the title of each operation of our own spec, what changed in it
 * between the API versions (the ApiVersionChanges component, which reads generated/data/apiChanges.json
 * from spec/api-diff.mjs). A named step over the generated page because the place (right after the
 * method and path) is inside the page body the plugin writes; the theme component that renders
 * that line (ApiExplorer/MethodEndpoint) is the explorer's, and a docs-level wrapper (ApiItem)
 * cannot put anything there. The component is added as an import and one element, after the
 * plugin's `</MethodEndpoint>` closing tag.
 */
import { editPages } from './context.mjs';

/** @param {import('./context.mjs').VersionContext} ctx */
export function versionChangesSlot(ctx) {
  if (!ctx.ownSpec) return;
  const byFile = new Map(ctx.pages.operations.map((operation) => [`${operation.id}.api.mdx`, operation]));
  editPages(
    ctx,
    (file) => byFile.has(file),
    (text, file) => {
      const operation = byFile.get(file);
      return text.replace(
        '\n</MethodEndpoint>\n',
        () =>
          `\n</MethodEndpoint>\n\nimport ApiVersionChanges from '@site/src/components/ApiVersionChanges';\n\n<ApiVersionChanges method=${JSON.stringify(operation.method)} path=${JSON.stringify(operation.path)} />\n`,
      );
    },
  );
}
