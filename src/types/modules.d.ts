/** Modules without type declarations of their own. */
declare module '@docsearch/react/style';
declare module '@docsearch/react/modal' {
  export { DocSearchModal } from '@docsearch/react';
}
declare module '@docsearch/react/button' {
  export { DocSearchButton } from '@docsearch/react';
}
declare module '@docsearch/react/useDocSearchKeyboardEvents' {
  export { useDocSearchKeyboardEvents } from '@docsearch/react';
}
declare module 'github-slugger' {
  /** github-slugger 1.x: the heading-id generator Docusaurus itself uses. */
  export default class GithubSlugger {
    slug(value: string, maintainCase?: boolean): string;
    reset(): void;
  }
}
