// The islands' server HTML rendered once per props shape (src/integrations/island-cache.ts): the same HTML as a direct
// render for every page, and a build that stops when an island writes a "verbatim" prop otherwise.
import { createElement, type FunctionComponent } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IslandCache, VERBATIM_PROPS, type RenderHtml } from './island-cache.ts';
import Checklist from '../islands/Checklist.tsx';
import { CHECKLIST_ITEMS } from '../domain/appointment-checklist.ts';
import ContactMairieDialog from '../islands/ContactMairieDialog.tsx';
import ReportDialog from '../islands/ReportDialog.tsx';

const reactRender: RenderHtml = async (component, props) =>
  renderToString(createElement(component as FunctionComponent<object>, props));

// A render that counts its calls.
function counting(render: RenderHtml) {
  const calls = { n: 0 };
  const counted: RenderHtml = (component, props) => {
    calls.n++;
    return render(component, props);
  };
  return { calls, counted };
}

describe('the real islands', () => {
  const cases: [FunctionComponent<never>, (n: number) => Record<string, unknown>][] = [
    [ReportDialog, (n) => ({ id: 'dialog-signaler', mairieId: n })],
    [ContactMairieDialog, (n) => ({ id: 'dialog-contact-mairie', mairieId: n })],
    [Checklist, (n) => ({ slug: `mairie-${n}-de-test`, items: CHECKLIST_ITEMS })],
  ];

  it('covers every island listed', () => {
    expect(cases.map(([component]) => component.name).sort()).toEqual(Object.keys(VERBATIM_PROPS).sort());
  });

  it.each(cases)('writes %o as a direct render does, for any page', async (component, propsOf) => {
    const { calls, counted } = counting(reactRender);
    const cache = new IslandCache(counted);
    for (const n of [1, 7, 49, 12345, 36268, 0]) {
      expect(await cache.html(component, propsOf(n))).toBe(await reactRender(component, propsOf(n)));
    }
    // Two placeholder renders and the first page's check, then none.
    expect(calls.n).toBe(3);
  });
});

describe('IslandCache', () => {
  const Dialog = { name: 'Dialog' };
  const verbatim = { Dialog: ['mairieId'] };

  it('renders directly the props it cannot put in verbatim, and the islands not listed', async () => {
    const { calls, counted } = counting(async (_c, props) => `<b>${String(props.mairieId)}</b>`);
    const cache = new IslandCache(counted, verbatim);
    expect(await cache.html(Dialog, { mairieId: 'a<b' })).toBe('<b>a<b</b>');
    expect(await cache.html({ name: 'Other' }, { mairieId: 3 })).toBe('<b>3</b>');
    expect(calls.n).toBe(2);
  });

  it('keeps one template per value of the other props, JSON data included', async () => {
    const { calls, counted } = counting(async (_c, p) => `<b>${String(p.mairieId)}${JSON.stringify(p.list)}</b>`);
    const cache = new IslandCache(counted, verbatim);
    for (const n of [3, 4, 5]) expect(await cache.html(Dialog, { mairieId: n, list: [1] })).toBe(`<b>${n}[1]</b>`);
    expect(await cache.html(Dialog, { mairieId: 6, list: [2] })).toBe('<b>6[2]</b>');
    // Two placeholder renders and the first page's check, per list.
    expect(calls.n).toBe(6);
  });

  it('keeps one template per value of the other props', async () => {
    const cache = new IslandCache(async (_c, p) => `<i id="${String(p.id)}">${String(p.mairieId)}</i>`, verbatim);
    expect(await cache.html(Dialog, { id: 'a', mairieId: 1 })).toBe('<i id="a">1</i>');
    expect(await cache.html(Dialog, { id: 'b', mairieId: 2 })).toBe('<i id="b">2</i>');
  });

  it('stops the build when the HTML depends on a verbatim prop otherwise than by writing it', async () => {
    const parity = new IslandCache(async (_c, p) => `<p>${Number(p.mairieId) % 2 ? 'odd' : 'even'}</p>`, verbatim);
    await expect(parity.html(Dialog, { mairieId: 4 })).rejects.toThrow(/Dialog: its server HTML depends on mairieId/);
    // Same HTML for both placeholders, but not for the first real value.
    const small = new IslandCache(async (_c, p) => `<p>${Number(p.mairieId) < 1000 ? 'small' : 'large'}</p>`, verbatim);
    await expect(small.html(Dialog, { mairieId: 4 })).rejects.toThrow(/depends on mairieId/);
  });

  it('checks a sample of later renders against a direct render', async () => {
    let drift = false;
    const cache = new IslandCache(
      async (_c, p) => `<p>${drift ? 'changed ' : ''}${String(p.mairieId)}</p>`,
      verbatim,
      2,
    );
    expect(await cache.html(Dialog, { mairieId: 1 })).toBe('<p>1</p>');
    drift = true;
    expect(await cache.html(Dialog, { mairieId: 2 })).toBe('<p>2</p>'); // not sampled
    await expect(cache.html(Dialog, { mairieId: 3 })).rejects.toThrow(/depends on mairieId/);
  });
});
