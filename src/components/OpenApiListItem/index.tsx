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
    // A body that is an array at its top (`GET /pets` answering `[Pet]`): Schema (not SchemaItem) renders its
    // "Array [" and "]" as <li>s of their own. Directly in this <li> they are an <li> in an <li>,
    // which the browser's parser closes early: the page's DOM differs from the server's HTML and
    // React reports a hydration error (#418). An unstyled <ul> holds them.
    const schema = props.schema as { type?: unknown; items?: unknown } | undefined;
    const isArray =
      name === 'Schema' &&
      (schema?.type === 'array' || (Array.isArray(schema?.type) && schema.type.includes('array')) || schema?.items !== undefined);
    const original = (
      <InOpenApiList.Provider value={false}>
        <Original {...props} />
      </InOpenApiList.Provider>
    );
    return <li className={styles.item}>{isArray ? <ul className={styles.list}>{original}</ul> : original}</li>;
  }
  OpenApiListChild.displayName = `asOpenApiListItem(${name})`;
  return OpenApiListChild;
}
