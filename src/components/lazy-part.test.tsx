// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../testing/render.tsx';
import { attemptUrl, failedModuleUrl, LazyPartHost, lazyPart } from './lazy-part.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

function Broken(): never {
  throw new Error('a bug in the part itself');
}

/** A part whose first `failures` downloads fail, and how many times it was asked for. */
function flakyPart(failures: number) {
  const loads = { count: 0 };
  const part = lazyPart(
    () => {
      loads.count += 1;
      return loads.count <= failures
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve(Greeting);
    },
    (component) => component,
  );
  return { part, loads };
}

function Page({ part }: { part: ReturnType<typeof flakyPart>['part'] }) {
  return (
    <main>
      <h1>The page</h1>
      <LazyPartHost
        part={part}
        props={{ name: 'Ada' }}
        loading={<p>Loading the part</p>}
        failed={(retry) => (
          <button type="button" onClick={retry}>
            Load the part again
          </button>
        )}
      />
    </main>
  );
}

describe('LazyPartHost', () => {
  it('shows the loading view, then the part', async () => {
    const { part, loads } = flakyPart(0);
    await renderPage(<Page part={part} />);
    expect(screen.getByText('Loading the part')).toBeInTheDocument();
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
    expect(loads.count).toBe(1);
  });

  it('shows the failure view in place of the part, keeps the page, and loads it on retry', async () => {
    const { part, loads } = flakyPart(2);
    await renderPage(<Page part={part} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Load the part again' }));
    // The second download fails too: the failure view comes back, ready for another try.
    fireEvent.click(await screen.findByRole('button', { name: 'Load the part again' }));
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(loads.count).toBe(3);
  });

  it('forgets a failed preload, so drawing the part asks again', async () => {
    const { part, loads } = flakyPart(1);
    part.preload();
    await Promise.resolve();
    await renderPage(<Page part={part} />);
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
    expect(loads.count).toBe(2);
  });

  it('draws a part loaded before at once, without the loading view', async () => {
    const { part } = flakyPart(0);
    part.preload();
    await renderPage(<p>Elsewhere</p>);
    await screen.findByText('Elsewhere');
    await renderPage(<Page part={part} />);
    expect(screen.getByText('Hello, Ada')).toBeInTheDocument();
  });

  it('passes an error of the part itself on to the boundary above, as no download failure', async () => {
    const part = lazyPart(
      () => Promise.resolve(Broken),
      (component) => component,
    );
    const { router } = await renderPage(
      <LazyPartHost part={part} props={{}} loading={null} failed={() => <p>Could not load</p>} />,
    );
    await expect.poll(() => router.state.matches[0]?.status).toBe('success');
    expect(await screen.findByText('a bug in the part itself')).toBeInTheDocument();
    expect(screen.queryByText('Could not load')).not.toBeInTheDocument();
  });
});

describe('a failed module asked for again', () => {
  it('is fetched from an address the browser has not yet failed on, the same file with an attempt number', () => {
    const failure = new TypeError(
      'Failed to fetch dynamically imported module: http://localhost:8181/assets/preferences-dialog-BnmETVbN.js',
    );
    const url = failedModuleUrl(failure);
    expect(url).toBe('http://localhost:8181/assets/preferences-dialog-BnmETVbN.js');
    expect(attemptUrl(url as string, 2)).toBe(
      'http://localhost:8181/assets/preferences-dialog-BnmETVbN.js?attempt=2',
    );
  });

  it('is asked for the usual way when the browser does not name it', () => {
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeUndefined();
    expect(failedModuleUrl('no error at all')).toBeUndefined();
  });
});
