import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** React.lazy for modules with named exports: `lazyPage(() => import('./x'), 'XPage')`. */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] }));
}
