// What a built page says, for the checks that no text is left unfilled (tests/e2e/built-text*.test.ts): its visible
// text and attributes, the string values of its JSON-LD and of its islands' props.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';

const UNFILLED = /\{\{?[a-zA-Z_][\w:.-]*\}\}?|\bundefined\b|\bNaN\b|\[object Object\]/;
type Node = ReturnType<typeof parseDocument>['children'][number];
const VISIBLE_ATTRIBUTES = ['alt', 'title', 'aria-label', 'placeholder', 'content'];

/** Every string of a JSON value. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** What a page says: its visible text and attributes, its JSON-LD strings, its islands' prop strings. */
export function pageStrings(html: string): { visible: string[]; jsonLd: string[]; props: string[] } {
  const document = parseDocument(html);
  const visible: string[] = [];
  const walk = (node: Node) => {
    if (node.type === 'text') visible.push(node.data);
    if (!('attribs' in node)) return;
    const element = node;
    for (const name of VISIBLE_ATTRIBUTES) if (element.attribs[name]) visible.push(element.attribs[name]);
    if (element.name === 'script' || element.name === 'style') return;
    element.children.forEach(walk);
  };
  document.children.forEach(walk);
  const jsonLd = DomUtils.findAll(
    (el) => el.name === 'script' && el.attribs.type === 'application/ld+json',
    document.children,
  ).flatMap((el) => stringsOf(JSON.parse(DomUtils.textContent(el))));
  const props = DomUtils.findAll((el) => 'data-props' in el.attribs, document.children).flatMap((el) =>
    stringsOf(JSON.parse(el.attribs['data-props'])),
  );
  return { visible, jsonLd, props };
}

/** The strings of `html` that hold unfilled text, each with where it was found. */
export const unfilled = (html: string): string[] =>
  Object.entries(pageStrings(html)).flatMap(([where, strings]) =>
    strings.filter((text) => UNFILLED.test(text)).map((text) => `${where}: ${text.trim().slice(0, 160)}`),
  );

/** Every HTML page of a build, by its path in `dist`. */
export const htmlPages = (dist: string): [string, string][] =>
  readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => [file, readFileSync(join(dist, file), 'utf8')]);
