/**
 * Remark plugin: every Mermaid fence becomes two SVGs drawn at build time, one per colour mode
 * (./render.ts), handed to the diagram component (src/components/Diagram) as the `light` and
 * `dark` attributes. Readers load no Mermaid code and the diagram shows without JavaScript.
 *
 * It runs after Docusaurus's own Mermaid step (markdown.mermaid: true), which turns each
 * ```mermaid fence into a `mermaidCodeBlock` node rendered as <mermaid value="...">.
 */
import type { Root } from 'mdast';
import { diagramHash, diagramModes, renderDiagram, type DiagramMode } from './render';

interface MermaidNode {
  type: 'mermaidCodeBlock';
  data: { hName: 'mermaid'; hProperties: Record<string, string> };
}

function collect(node: unknown, found: MermaidNode[]): void {
  const current = node as { type?: string; children?: unknown[] };
  if (current.type === 'mermaidCodeBlock') found.push(current as MermaidNode);
  for (const child of current.children ?? []) collect(child, found);
}

/**
 * The diagram's accessible name: its accTitle when it has one, otherwise its kind as Mermaid
 * names it on the SVG (aria-roledescription), e.g. "Sequence diagram".
 */
export function diagramLabel(source: string, svg: string): string {
  const title = /^\s*accTitle\s*:\s*(.+)$/m.exec(source)?.[1]?.trim();
  if (title) return title;
  const kind = /aria-roledescription="([^"]+)"/.exec(svg)?.[1] ?? 'flowchart';
  const words = kind.replace(/[-_]/g, ' ').replace(/\s*v\d+$/, '');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} diagram`;
}

export default function remarkMermaidSvg() {
  return async (root: Root): Promise<void> => {
    const nodes: MermaidNode[] = [];
    collect(root, nodes);
    const seen = new Map<string, number>();
    for (const node of nodes) {
      const source = node.data.hProperties.value ?? '';
      const modes = Object.keys(diagramModes) as DiagramMode[];
      let [light, dark] = await Promise.all(modes.map((mode) => renderDiagram(source, mode)));
      // The same diagram twice in one page: the second gets ids of its own.
      const hash = diagramHash(source);
      const count = seen.get(hash) ?? 0;
      seen.set(hash, count + 1);
      if (count > 0) {
        light = light!.replaceAll(`mermaid-${hash}-`, `mermaid-${hash}-${count}-`);
        dark = dark!.replaceAll(`mermaid-${hash}-`, `mermaid-${hash}-${count}-`);
      }
      // The source stays out of the page's JavaScript: the SVGs carry the diagram's text.
      node.data.hProperties = { light: light!, dark: dark!, label: diagramLabel(source, light!) };
    }
  };
}
