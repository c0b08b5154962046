import { useEffect, useState, type FunctionComponent } from 'react';

type PropsOf<C> = C extends (props: infer P) => unknown ? P : never;

/**
 * A module of widgets that only an opened popup renders (a menu's panel and items), kept off
 * the first page's code: `load` fetches it (once; again after a failure), `preload` starts
 * that on a hint of use (a hover, a focus; a failure there is retried on use), and `part`
 * gives a stand-in for one of its components: it renders nothing until the module is there,
 * then the component (at once, when it was loaded before). A failed load reaches the nearest
 * error boundary, as a route's failed chunk does.
 */
export function deferredModule<M>(importModule: () => Promise<M>) {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  const load = (): Promise<M> =>
    (pending ??= importModule().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const preload = () => void load().catch(() => undefined);

  function useLoaded(): M | undefined {
    const [module, setModule] = useState(loaded);
    const [failure, setFailure] = useState<{ error: unknown }>();
    useEffect(() => {
      if (module) return undefined;
      let current = true;
      load().then(
        (next) => current && setModule(next),
        (error: unknown) => current && setFailure({ error }),
      );
      return () => {
        current = false;
      };
    }, [module]);
    if (failure) throw failure.error;
    return module;
  }

  function part<K extends keyof M>(name: K) {
    function Deferred(props: PropsOf<M[K]>) {
      const module = useLoaded();
      if (!module) return null;
      const Component = module[name] as FunctionComponent<object>;
      return <Component {...(props as object)} />;
    }
    Deferred.displayName = `Deferred(${String(name)})`;
    return Deferred;
  }
  return { load, preload, part };
}
