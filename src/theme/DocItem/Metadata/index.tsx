/**
 * Docs page head tags as the theme writes them (title, description, canonical, Open Graph,
 * Twitter card), plus structured data for search engines: a schema.org `TechArticle` (headline,
 * description, URL, date modified when the build knows it, publisher from config/brand.ts) and a
 * `BreadcrumbList` from the sidebar breadcrumbs. JSON-LD is data, never executed.
 */
import React from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useDoc, useSidebarBreadcrumbs } from '@docusaurus/plugin-content-docs/client';
import { brand, urls } from '@site/config/brand';

/** Absolute URL on the site for a path ("/a/b") or an already absolute URL. */
function absolute(pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl)
    ? pathOrUrl
    : `${urls.site}/${pathOrUrl.replace(/^\//, '')}`.replace(/\/$/, '') || urls.site;
}

/** JSON for a script element: "<" escaped so that no text can close the element. */
function jsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export default function MetadataWrapper(): React.ReactElement {
  const { metadata, frontMatter, assets } = useDoc();
  const breadcrumbs = useSidebarBreadcrumbs();
  const { siteConfig } = useDocusaurusContext();
  const url = metadata.permalink === '/' ? urls.site : absolute(metadata.permalink);
  const siteImage = (siteConfig.themeConfig as { image?: string }).image;
  const image = assets.image ?? frontMatter.image ?? siteImage;

  const article = {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline: metadata.title,
    description: metadata.description,
    url,
    mainEntityOfPage: url,
    inLanguage: 'en',
    ...(metadata.lastUpdatedAt ? { dateModified: new Date(metadata.lastUpdatedAt).toISOString() } : {}),
    ...(image ? { image: absolute(image) } : {}),
    isPartOf: { '@type': 'WebSite', name: brand.siteTitle, url: urls.site },
    publisher: {
      '@type': 'Organization',
      name: brand.name,
      url: urls.mainSite,
      logo: { '@type': 'ImageObject', url: absolute('/img/logo.svg') },
    },
  };

  // Home, then every breadcrumb with a page of its own; the page itself comes last.
  const trail = [
    { name: brand.siteTitle, url: urls.site },
    ...(breadcrumbs ?? []).flatMap((item) =>
      'href' in item && item.href && item.href !== metadata.permalink ? [{ name: item.label, url: absolute(item.href) }] : [],
    ),
    { name: metadata.title, url },
  ];
  const breadcrumbList = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };

  return (
    <>
      <Metadata />
      <Head>
        <script type="application/ld+json">{jsonLd(article)}</script>
        <script type="application/ld+json">{jsonLd(breadcrumbList)}</script>
      </Head>
    </>
  );
}
