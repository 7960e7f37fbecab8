/** MDX globals: components every docs page may use without importing them. */
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import ServerCodeTabs from '@site/src/components/ServerCodeTabs';
import TestCardTable from '@site/src/components/TestCardTable';
import Fact from '@site/src/components/Fact';

export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  ServerCodeTabs,
  TestCardTable,
  Fact,
};
