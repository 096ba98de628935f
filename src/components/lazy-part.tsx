import { Component, type ComponentType, lazy, type ReactNode, Suspense, useCallback, useState } from 'react';

/**
 * A part of the app whose code loads on first use (`lazyPart`), drawn with `LazyPartHost`. A failed
 * download is forgotten, so the next attempt asks again: a dropped connection or a deploy that
 * replaced the file may work next time.
 */
export type LazyPart<Props extends object> = {
  /** Starts loading early, e.g. on hover; a failure shows where the part is drawn. */
  preload: () => void;
  /** The part for one attempt: once loaded, the component itself, so it draws at once. */
  attempt: () => ComponentType<Props>;
};

export function lazyPart<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): LazyPart<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  let failedUrl: string | undefined;
  let attempts = 0;
  const fetchModule = (): Promise<Module> => {
    attempts += 1;
    return failedUrl === undefined ? load() : import(/* @vite-ignore */ attemptUrl(failedUrl, attempts));
  };
  const start = () => {
    loading ??= fetchModule().then(
      (module) => {
        loaded = pick(module);
        return { default: loaded };
      },
      (error: unknown) => {
        loading = undefined;
        failedUrl ??= failedModuleUrl(error);
        throw new PartLoadError(error);
      },
    );
    return loading;
  };
  return {
    preload: () => {
      start().catch(() => {
        // Drawing the part asks again and shows the failure there.
      });
    },
    // React.lazy keeps a failed import for good, so each attempt gets a fresh one.
    attempt: () => loaded ?? lazy(start),
  };
}

/**
 * The address of the module whose download failed, as the browser names it in the error. Chromium
 * keeps a failed module in its module map for the life of the page, so asking for the same address
 * again fails without a request; only another address (`attemptUrl`) is fetched anew.
 */
export function failedModuleUrl(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : '';
  return /\b(https?:\/\/\S+?\.m?js)\b/.exec(message)?.[1];
}

/** The module's address for one more attempt: the same file, an address not yet in the module map. */
export function attemptUrl(url: string, attempt: number): string {
  const address = new URL(url);
  address.searchParams.set('attempt', String(attempt));
  return address.href;
}

/**
 * Draws a lazily loaded part: `loading` until its code is there, and when the code cannot be
 * loaded, `failed` with a retry in its place, while everything around it stays as it was. `after`
 * (a caption, a hint on using the part) shows below the part, and only with it.
 */
export function LazyPartHost<Props extends object>({
  part,
  props,
  loading,
  failed,
  after,
}: {
  part: LazyPart<Props>;
  props: Props;
  loading: ReactNode;
  failed: (retry: () => void) => ReactNode;
  after?: ReactNode;
}) {
  const [{ Part, attempt }, setLoad] = useState(() => ({ Part: part.attempt(), attempt: 0 }));
  // The same function across renders, so that a failure view may retry from an effect.
  const retry = useCallback(
    () => setLoad((previous) => ({ Part: part.attempt(), attempt: previous.attempt + 1 })),
    [part],
  );
  return (
    <LoadFailure key={attempt} failed={failed(retry)}>
      <Suspense fallback={loading}>
        <Part {...props} />
        {after}
      </Suspense>
    </LoadFailure>
  );
}

/** The part's code did not arrive; what went wrong is the `cause`. */
class PartLoadError extends Error {
  constructor(cause: unknown) {
    super('The code of a lazily loaded part could not be loaded', { cause });
  }
}

/**
 * Shows `failed` instead of its children once loading their code failed (React has error boundaries
 * only as classes). Any other error is the part's own and goes on to the boundary above.
 */
class LoadFailure extends Component<{ failed: ReactNode; children: ReactNode }, { error: unknown }> {
  state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof PartLoadError) return this.props.failed;
    throw error;
  }
}
