// The hydration of one LazyIsland.astro island, imported by hydrate.ts at its first use (or view) (with React, so that the
// page's own script stays small): the island's module, then hydrateRoot over its server HTML with its data-props.
import { createElement, startTransition, useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** The islands LazyIsland.astro can draw, by the name it writes in data-island. */
const ISLANDS = {
  ReportDialog: () => import('./ReportDialog.tsx'),
  ContactMairieDialog: () => import('./ContactMairieDialog.tsx'),
  SearchBox: () => import('./SearchBox.tsx'),
  NearestForm: () => import('./NearestForm.tsx'),
  Checklist: () => import('./Checklist.tsx'),
  DocumentsCase: () => import('./DocumentsCase.tsx'),
  AppointmentPlanner: () => import('./AppointmentPlanner.tsx'),
};

export type IslandName = keyof typeof ISLANDS;

const isIslandName = (name: string | undefined): name is IslandName => !!name && Object.hasOwn(ISLANDS, name);

/** Hydrates `el`, the `index`th island of the page; marks it data-hydrated once React has committed. */
export async function hydrateIsland(el: HTMLElement, index: number): Promise<void> {
  const name = el.dataset.island;
  if (!isIslandName(name)) throw new Error(`[hydrate] unknown island "${name}"`);
  // The props are those LazyIsland.astro wrote, typed there by the island's own props.
  const Component = (await ISLANDS[name]()).default as unknown as ComponentType<Record<string, unknown>>;
  const props = JSON.parse(el.dataset.props ?? '{}') as Record<string, unknown>;
  // Adds no element: the island's own tree, and the mark once hydration has committed.
  const Hydrated = () => {
    useEffect(() => {
      el.toggleAttribute('data-hydrated', true);
    }, []);
    return createElement(Component, props);
  };
  // One id prefix per island: each is its own React root, whose useId() would otherwise repeat the others'.
  startTransition(() => {
    hydrateRoot(el, createElement(Hydrated), { identifierPrefix: `i${index}-` });
  });
}
