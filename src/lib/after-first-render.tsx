import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code loads after the page's first render (decision 081): `placeholder`
 * renders first — on the server, while hydrating and until the code has arrived — then the
 * loaded component. The load starts in an effect, so it never delays the first paint; once
 * loaded, later mounts render the component at once. The placeholder must take the same room
 * as the component, or the page shifts when it arrives. `preload()` fetches the code ahead
 * (e.g. when the browser is idle), so a later mount shows the component at once.
 */
export function afterFirstRender<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholder: (props: P) => ReactNode,
): ComponentType<P> & { preload: () => Promise<unknown> } {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const loadOnce = () => {
    loading ??= load().then((component) => (loaded = component));
    // A failed load (offline before the chunk was cached) is tried again by the next mount.
    loading.catch(() => (loading = null));
    return loading;
  };

  function AfterFirstRender(props: P) {
    const [component, setComponent] = useState<{ Loaded: ComponentType<P> } | null>(() => (loaded ? { Loaded: loaded } : null));
    useEffect(() => {
      if (component) return;
      let mounted = true;
      loadOnce().then(
        (Loaded) => mounted && setComponent({ Loaded }),
        (error: unknown) => console.warn('deferred component not loaded', error),
      );
      return () => {
        mounted = false;
      };
    }, [component]);
    if (!component) return placeholder(props);
    const { Loaded } = component;
    return <Loaded {...props} />;
  }
  return Object.assign(AfterFirstRender, { preload: loadOnce });
}
