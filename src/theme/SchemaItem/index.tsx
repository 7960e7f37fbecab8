/**
 * The OpenAPI theme's SchemaItem (docusaurus-theme-openapi-docs 5.2), put into an <li> where it is a
 * child of a schema or parameter <ul> (axe rule `list`), as it is elsewhere otherwise
 * (src/components/OpenApiListItem).
 */
import Original from '@theme-original/SchemaItem';
import { asOpenApiListItem } from '@site/src/components/OpenApiListItem';

export default asOpenApiListItem(Original, 'SchemaItem');
