/** The routes axe's colour checks visit (tests/e2e/style-cover.ts) hold every way the site styles text. */
import { expect, test } from '@playwright/test';
import { coveringRoutes, styleSignatures } from '../e2e/style-cover';

const page = (body: string, htmlClass = '') => `<!doctype html><html class="${htmlClass}"><body>${body}</body></html>`;

test('a style signature is an element with its classes and inline colours, and those of two ancestors', () => {
  const { signatures, elements } = styleSignatures(
    page('<main class="b a"><p class="x">Text <code>c</code></p><div><span style="color: red">red</span></div></main>'),
  );
  expect([...signatures].sort()).toEqual([
    'code. < p.x < main.a.b',
    'p.x < main.a.b < body.',
    'span.[color: red] < div. < main.a.b',
  ]);
  expect(elements).toBe(3);
});

test('elements without text count only when axe checks them anyway (images, controls); the page-naming class on <html> is ignored', () => {
  const one = styleSignatures(
    page('<div><img alt="" src="a.png"><span></span><button>Go</button></div>', 'docs-doc-id-a plugin-docs'),
  );
  const two = styleSignatures(
    page('<div><img alt="" src="a.png"><span></span><button>Go</button></div>', 'docs-doc-id-b plugin-docs'),
  );
  expect([...one.signatures].sort()).toEqual(['button. < div. < body.', 'img. < div. < body.']);
  expect([...two.signatures]).toEqual([...one.signatures]);
});

test('the routes picked hold every signature, cheapest page first, and a page bringing a new style is always picked', () => {
  const pages = new Map([
    ['/long', { signatures: new Set(['a', 'b', 'c']), elements: 900 }],
    ['/short', { signatures: new Set(['a', 'b']), elements: 20 }],
    ['/other', { signatures: new Set(['c']), elements: 10 }],
    ['/same', { signatures: new Set(['a']), elements: 5 }],
    ['/new-style', { signatures: new Set(['a', 'z']), elements: 400 }],
  ]);
  const chosen = coveringRoutes(pages);
  expect(chosen).toEqual(['/same', '/other', '/short', '/new-style']);
  const covered = new Set(chosen.flatMap((route) => [...pages.get(route)!.signatures]));
  expect([...covered].sort()).toEqual(['a', 'b', 'c', 'z']);
});
