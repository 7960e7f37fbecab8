/**
 * The OpenAPI theme's ResponseSchema (docusaurus-theme-openapi-docs 5.2) renders a <ul> of schema or parameter
 * items that are <div>s (axe rule `list`): this wrapper marks its subtree so that the wrappers of
 * those items put each into an <li> (src/components/OpenApiListItem). That it renders on the server
 * (no BrowserOnly) is patches/docusaurus-theme-openapi-docs+5.2.0.patch.
 */
import Original from '@theme-original/ResponseSchema';
import { withOpenApiList } from '@site/src/components/OpenApiListItem';

export default withOpenApiList(Original, 'ResponseSchema');
