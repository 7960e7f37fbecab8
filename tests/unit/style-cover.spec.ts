/** The routes axe's colour checks visit (tests/e2e/style-cover.ts) hold every way the site styles text. */
import { expect, test } from '@playwright/test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contrastPlan, coveringRoutes, styleSignatures } from '../e2e/style-cover';

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

test('text the HTML hides (closed tab panels, collapsed categories) and <script>/<style> have no signature', () => {
  const { signatures } = styleSignatures(
    page(
      '<div role="tabpanel" hidden><p>Other tab</p></div><ul style="display: none"><li>Collapsed</li></ul>' +
        '<svg><style>.a{}</style></svg><script>1</script><p>Shown</p>',
    ),
  );
  expect([...signatures].sort()).toEqual(['p. < body. < html.', 'svg. < body. < html.']);
});

test('each signature is checked on one route: the first picked that holds it', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'style-cover-'));
  try {
    const write = (route: string, body: string) => {
      mkdirSync(path.join(dir, route), { recursive: true });
      writeFileSync(path.join(dir, route, 'index.html'), page(body));
    };
    write('a', '<p class="x">one</p><p class="y">two</p>');
    write('b', '<p class="x">one</p><p class="z">three</p>');
    const plan = contrastPlan(dir, ['/a', '/b']);
    expect([...plan.routes]).toEqual([
      ['/a', ['p.x < body. < html.', 'p.y < body. < html.']],
      ['/b', ['p.z < body. < html.']],
    ]);
    expect(plan.known.sort()).toEqual(['p.x < body. < html.', 'p.y < body. < html.', 'p.z < body. < html.']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
