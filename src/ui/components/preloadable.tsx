import { lazy, useState, type ComponentType } from 'react';

/**
 * A lazy component that renders at once when its code is already there (started early: at boot for the login form,
 * prefetchFirstScreen.ts; when the pointer or the focus reaches the button for a dialog), so no loading state flashes
 * before it; otherwise it suspends like any `lazy()` one. Which of the two is decided
 * once per mount: a re-render never swaps the component and loses what the user typed.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  const loadOnce = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(loadOnce);
  function Screen(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return { load: loadOnce, Screen };
}
