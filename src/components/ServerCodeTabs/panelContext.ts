/**
 * Whether the code around it is in view as far as tabs go: false inside a tab panel that is not
 * the chosen one (src/theme/Tabs provides it per panel), true everywhere else. The code block
 * wrapper (src/theme/CodeBlock/Content) highlights only code in a chosen panel.
 */
import { createContext } from 'react';

export const PanelSelectedContext = createContext(true);
