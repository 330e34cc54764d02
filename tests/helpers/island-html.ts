// Reading an island's server-rendered HTML: what it holds before (or without) JavaScript.
import { createElement, type FunctionComponent } from 'react';
import { renderToString } from 'react-dom/server';

export const render = <P extends object>(component: FunctionComponent<P>, props: P) =>
  renderToString(createElement(component, props));

// Every start tag of `html` matching `pattern` (attributes as React writes them: name="value").
export const tags = (html: string, pattern: RegExp) =>
  (html.match(/<[a-z]+\b[^>]*>/g) ?? []).filter((tag) => pattern.test(tag));

// Method and action of the one form of `html`.
export const formOf = (html: string) => {
  const [tag] = tags(html, /^<form/);
  return [/method="([^"]*)"/.exec(tag)?.[1], /action="([^"]*)"/.exec(tag)?.[1]];
};

// maxlength of each named field of `html`.
export const limits = (html: string) =>
  Object.fromEntries(
    tags(html, /maxLength=/).map((tag) => [
      /name="([^"]+)"/.exec(tag)?.[1],
      Number(/maxLength="(\d+)"/.exec(tag)?.[1]),
    ]),
  );
