/**
 * List semantics for the OpenAPI theme's schema and parameter lists (docusaurus-theme-openapi-docs
 * 5.2). RequestSchema, ResponseSchema, ResponseHeaders and ParamsDetails render a <ul> whose
 * children are the <div>s of Schema, SchemaItem and ParamsItem: a list without list items (axe
 * rule `list`). Instead of ejecting the four <ul> owners, their wrappers (`withOpenApiList`) mark
 * their subtree as "inside such a <ul>", and the wrappers of the children (`asOpenApiListItem`)
 * put the child into an unstyled <li> when so marked, then clear the mark, so that the same
 * components rendered deeper (Schema renders SchemaItem inside <div>s) or on their own (schema
 * pages render Schema in MDX) stay as they are. The <li> adds no box, marker or spacing.
 */
import React, { createContext, useContext, type ComponentType, type ReactElement } from 'react';
import styles from './styles.module.css';

const InOpenApiList = createContext(false);

type AnyProps = Record<string, unknown>;

/** Wraps a theme component that renders one of these <ul>s: its direct list children get an <li>. */
export function withOpenApiList(Original: ComponentType<AnyProps>, name: string): ComponentType<AnyProps> {
  function OpenApiListOwner(props: AnyProps): ReactElement {
    return (
      <InOpenApiList.Provider value>
        <Original {...props} />
      </InOpenApiList.Provider>
    );
  }
  OpenApiListOwner.displayName = `withOpenApiList(${name})`;
  return OpenApiListOwner;
}

/** Wraps a theme component rendered as a child of those <ul>s: in one, it is put into an <li>. */
export function asOpenApiListItem(Original: ComponentType<AnyProps>, name: string): ComponentType<AnyProps> {
  function OpenApiListChild(props: AnyProps): ReactElement {
    const inList = useContext(InOpenApiList);
    if (!inList) return <Original {...props} />;
    return (
      <li className={styles.item}>
        <InOpenApiList.Provider value={false}>
          <Original {...props} />
        </InOpenApiList.Provider>
      </li>
    );
  }
  OpenApiListChild.displayName = `asOpenApiListItem(${name})`;
  return OpenApiListChild;
}
