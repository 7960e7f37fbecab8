/**
 * The server bundle's `@first-paint-samples` (src/plugins/first-paint-samples): each operation
 * page's request samples and response examples as React, rendered with the site's tabs and code
 * blocks (Prism highlighting on the server) into the page's static HTML by ./FirstPaintSamples.
 * The browser bundle gets ../../plugins/first-paint-samples/clientStub.ts instead: neither the
 * samples nor this module are in the page's JavaScript.
 */
import React, { type ReactNode } from 'react';
import data from '@first-paint-samples/data';
import CodeBlock from '@theme-original/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import { codeSampleLanguages } from '@site/config/api';
import { serverLanguages } from '@site/config/codeLanguages';
import type { IslandPart } from './samplesData';

/** The Prism grammar of each sample language (config/api.ts). */
const grammar = new Map<string, string>(codeSampleLanguages.map(({ language, highlight }) => [language, highlight]));
const labels = new Map<string, string>(serverLanguages.map(({ value, label }) => [value, label]));

type Entry = { value: string; label: string; language: string; code: string };

/**
 * One code block per tab. As in the docs' code tabs, only the shown panel is highlighted; the
 * hidden ones are plain text (the site's CodeBlock/Content reads PanelSelectedContext, which the
 * site's Tabs sets per panel): a span per Prism token in the five hidden request panels and the
 * hidden response panels was over half the page's elements (1,232 of 2,138 on
 * /api/capture-payment), parsed, kept and copied on a phone for code nobody sees at first paint.
 * The browser colours a plain panel when it is shown (./islandHighlight). The sandbox-keys
 * control of the site's CodeBlock wrapper is left out (the original CodeBlock, whose Content is
 * still the site's): it needs React, and the explorer brings its own.
 */
function SampleTabs({ group, entries }: { group: IslandPart; entries: Entry[] }) {
  return (
    <Tabs
      values={entries.map(({ value, label }) => ({
        value,
        label,
        attributes: { 'data-tab-value': value, 'data-tab-group': group },
      }))}
    >
      {entries.map(({ value, language, code }) => (
        <TabItem key={value} value={value}>
          <CodeBlock language={language}>{code}</CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}

/** Whether the page of this route has build-time samples. */
export function hasSamples(route: string): boolean {
  return data[route] !== undefined;
}

/** What the server renders in one island of the page of this route. */
export function samplesMarkup(route: string, part: IslandPart): ReactNode {
  const samples = data[route];
  if (!samples) return null;
  if (part === 'request') {
    const entries = Object.entries(samples.request).map(([value, code]) => ({
      value,
      label: labels.get(value) ?? value,
      language: grammar.get(value) ?? 'text',
      code,
    }));
    return <SampleTabs group="request" entries={entries} />;
  }
  if (samples.responses.length === 0) return <p>The spec gives no example of this operation&apos;s responses.</p>;
  const entries = samples.responses.map(({ status, example }) => ({
    value: status,
    label: status,
    language: 'json',
    code: example,
  }));
  return <SampleTabs group="responses" entries={entries} />;
}
