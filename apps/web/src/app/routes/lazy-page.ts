import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A lazily loaded page whose chunk can be asked for before it renders. */
export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Starts downloading the page's chunk (once); rendering the page later uses that download. */
  preload: () => Promise<unknown>;
};

/** React.lazy for modules with named exports: `lazyPage(() => import('./x'), 'XPage')`. */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyPage {
  let loading: Promise<Record<K, ComponentType>> | null = null;
  const loadOnce = () => {
    // A failed download (a flaky network) is tried again by the next caller.
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const page = lazy(async () => ({ default: (await loadOnce())[name] }));
  return Object.assign(page, { preload: loadOnce });
}
