/**
 * The docusaurus-theme-openapi-docs components that the ejected RequestSchema, ResponseSchema and
 * ParamsDetails (src/theme) import. The theme ships no declarations for its `@theme/*` modules; these
 * type them as loosely as the theme's own source does.
 */
declare module '@theme/Markdown' {
  import type { ComponentType } from 'react';
  const Markdown: ComponentType<{ children?: unknown }>;
  export default Markdown;
}

declare module '@theme/MimeTabs' {
  import type { ComponentType, ReactNode } from 'react';
  const MimeTabs: ComponentType<{ className?: string; schemaType?: string; lazy?: boolean; children?: ReactNode }>;
  export default MimeTabs;
}

declare module '@theme/SchemaTabs' {
  import type { ComponentType, ReactNode } from 'react';
  const SchemaTabs: ComponentType<{ className?: string; groupId?: string; lazy?: boolean; children?: ReactNode }>;
  export default SchemaTabs;
}

declare module '@theme/SchemaExpansion' {
  import type { ComponentType } from 'react';
  const SchemaExpansionControl: ComponentType<Record<string, unknown>>;
  export default SchemaExpansionControl;
}

declare module '@theme/Schema' {
  import type { ComponentType } from 'react';
  const SchemaNode: ComponentType<Record<string, unknown>>;
  export default SchemaNode;
}

declare module '@theme/ParamsItem' {
  import type { ComponentType } from 'react';
  const ParamsItem: ComponentType<Record<string, unknown>>;
  export default ParamsItem;
}

declare module '@theme/ResponseExamples' {
  import type { ReactNode } from 'react';
  type ExampleArgs = Record<string, unknown>;
  export function ResponseExamples(args: ExampleArgs): ReactNode;
  export function ResponseExample(args: ExampleArgs): ReactNode;
  export function ExampleFromSchema(args: ExampleArgs): ReactNode;
}
