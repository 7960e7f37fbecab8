/**
 * MDX globals: components every docs page may use without importing them. Only small ones: they
 * load with every docs page. A component with data of its own (TestCardTable and the test-card
 * list) is imported by the pages that show it.
 */
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import ServerCodeTabs from '@site/src/components/ServerCodeTabs';
import Fact from '@site/src/components/Fact';
import Diagram from '@site/src/components/Diagram';

export default {
  ...MDXComponents,
  // Mermaid fences, drawn at build time (src/plugins/mermaid-svg); the classic theme's `mermaid` renders nothing.
  mermaid: Diagram,
  Tabs,
  TabItem,
  ServerCodeTabs,
  Fact,
};
