// Server HTML of the React islands, rendered once per island and props shape instead of once per page: the town
// hall pages carry the same dialogs 36,000 times, differing only by the town hall's id, and the guides the same
// checklist. An island's props listed in VERBATIM_PROPS only ever appear verbatim in its HTML (an id in a hidden
// input, a storage key), so its HTML is rendered with placeholders and each page's values are put in their place.
// Each template is checked when made (two placeholder sets must give the same HTML), against a direct render of its
// first page, and again every SAMPLE_EVERY renders; a difference stops the build, naming the island and its props.

/** The props of each island (by component name) that appear only verbatim in its server HTML. */
export const VERBATIM_PROPS: Readonly<Record<string, readonly string[]>> = {
  ReportDialog: ['mairieId'],
  ContactMairieDialog: ['mairieId'],
  Checklist: ['slug'],
};

/** One render in ten thousand is also made directly and compared (a wrong VERBATIM_PROPS entry is caught). */
const SAMPLE_EVERY = 10_000;

/** Renders an island's server HTML for `props` (the renderer's own function). */
export type RenderHtml = (component: object, props: Record<string, unknown>) => Promise<string>;

// A value put in the HTML as React writes it: a finite number, or a word without any character HTML escapes.
const isVerbatim = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && /^[\w-]*$/.test(value));

// Placeholders of set `n` (0 or 1), one per verbatim prop: distinct from anything a page writes.
const placeholder = (value: unknown, index: number, n: number): number | string =>
  typeof value === 'number' ? 987_650_000 + index * 10 + n : `zqverbatim${index}x${n}zq`;

/** An island's HTML cut at its verbatim props: texts[0], props[names[slots[0]]], texts[1], … */
type Template = { texts: string[]; slots: number[]; names: readonly string[] };

/** Island HTML by component and props shape; `render` is the renderer's own render. */
export class IslandCache {
  private readonly templates = new Map<object, Map<string, Template>>();
  private renders = 0;
  private readonly render: RenderHtml;
  private readonly verbatim: Readonly<Record<string, readonly string[]>>;
  private readonly sampleEvery: number;
  constructor(
    render: RenderHtml,
    verbatim: Readonly<Record<string, readonly string[]>> = VERBATIM_PROPS,
    sampleEvery = SAMPLE_EVERY,
  ) {
    this.render = render;
    this.verbatim = verbatim;
    this.sampleEvery = sampleEvery;
  }

  // The island's HTML for `props`, from its template when it has verbatim props, else rendered directly.
  async html(component: object & { name?: string }, props: Record<string, unknown>): Promise<string> {
    const names = (component.name && this.verbatim[component.name]) || [];
    if (!names.length || !names.every((name) => isVerbatim(props[name]))) return this.render(component, props);
    const rest = Object.entries(props).filter(([name]) => !names.includes(name));
    // The shape: the other props' values (JSON data, as LazyIsland writes them; the guides' checklist items are the
    // same on every page), and which verbatim props are numbers (their placeholders differ).
    const shape = JSON.stringify([rest, names.map((name) => typeof props[name])]);
    let byShape = this.templates.get(component);
    if (!byShape) this.templates.set(component, (byShape = new Map()));
    let template = byShape.get(shape);
    const fresh = !template;
    if (!template) {
      template = await this.makeTemplate(component, props, names);
      byShape.set(shape, template);
    }
    let html = template.texts[0];
    for (let i = 0; i < template.slots.length; i++) {
      html += String(props[template.names[template.slots[i]]]) + template.texts[i + 1];
    }
    if (fresh || ++this.renders % this.sampleEvery === 0) {
      if ((await this.render(component, props)) !== html) throw this.mismatch(component, names);
    }
    return html;
  }

  // Renders the island with two placeholder sets: the same HTML but for the placeholders, or the build stops.
  private async makeTemplate(
    component: object & { name?: string },
    props: Record<string, unknown>,
    names: readonly string[],
  ): Promise<Template> {
    const marks = [0, 1].map((n) => names.map((name, i) => String(placeholder(props[name], i, n))));
    const withSet = (n: number) => ({
      ...props,
      ...Object.fromEntries(names.map((name, i) => [name, placeholder(props[name], i, n)])),
    });
    const first = await this.render(component, withSet(0));
    const second = await this.render(component, withSet(1));
    const pattern = new RegExp(marks[0].join('|'), 'g');
    if (first.replace(pattern, (mark) => marks[1][marks[0].indexOf(mark)]) !== second) {
      throw this.mismatch(component, names);
    }
    const texts: string[] = [];
    const slots: number[] = [];
    let at = 0;
    for (const match of first.matchAll(pattern)) {
      texts.push(first.slice(at, match.index));
      slots.push(marks[0].indexOf(match[0]));
      at = match.index + match[0].length;
    }
    texts.push(first.slice(at));
    return { texts, slots, names };
  }

  private mismatch(component: { name?: string }, names: readonly string[]): Error {
    return new Error(
      `[island-cache] ${component.name}: its server HTML depends on ${names.join(', ')} otherwise than by writing ` +
        `them verbatim; remove them from VERBATIM_PROPS (src/integrations/island-cache.ts).`,
    );
  }
}
