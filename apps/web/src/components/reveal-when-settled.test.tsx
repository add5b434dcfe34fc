import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-app';
import { RevealWhenSettled } from './reveal-when-settled';

/** A query under ['page', name] that answers when the test says so. */
function deferred() {
  let resolve: (value: string) => void = () => {};
  const promise = new Promise<string>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function Card({
  name,
  answer,
  area = 'page',
}: {
  name: string;
  answer: () => Promise<string>;
  area?: string;
}) {
  const query = useQuery({ queryKey: [area, name], queryFn: answer, staleTime: 0 });
  return <p data-testid={`card-${name}`}>{query.data ?? 'waiting'}</p>;
}

const isShown = (element: HTMLElement) =>
  getComputedStyle(element.parentElement as HTMLElement).visibility !== 'hidden';

describe('RevealWhenSettled', () => {
  it('shows one loader until every query of the content has answered, then all cards at once', async () => {
    const first = deferred();
    const second = deferred();
    const { queryClient } = renderWithProviders(
      <RevealWhenSettled queryKeys={[['page'], ['other']]}>
        <Card name="first" answer={() => first.promise} />
        <Card name="second" area="other" answer={() => second.promise} />
      </RevealWhenSettled>,
    );
    expect(screen.getByRole('progressbar')).toBeTruthy();
    // Rendered from the start, so both queries are already on their way.
    await waitFor(() => expect(queryClient.isFetching()).toBe(2));
    expect(isShown(screen.getByTestId('card-first'))).toBe(false);

    await act(async () => first.resolve('one'));
    await waitFor(() => expect(screen.getByTestId('card-first').textContent).toBe('one'));
    expect(isShown(screen.getByTestId('card-first'))).toBe(false);
    expect(screen.getByRole('progressbar')).toBeTruthy();

    await act(async () => second.resolve('two'));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(isShown(screen.getByTestId('card-first'))).toBe(true);
    expect(screen.getByTestId('card-second').textContent).toBe('two');

    // A later load (a refresh) shows in the card itself: the content stays.
    const again = deferred();
    queryClient.setQueryDefaults(['page', 'first'], { queryFn: () => again.promise });
    act(() => {
      void queryClient.refetchQueries({ queryKey: ['page', 'first'] });
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(isShown(screen.getByTestId('card-first'))).toBe(true);
    await act(async () => again.resolve('one again'));
  });

  it('shows content that has nothing to load at once', async () => {
    renderWithProviders(
      <RevealWhenSettled queryKeys={[['unrelated']]}>
        <p data-testid="static">nothing to load</p>
      </RevealWhenSettled>,
    );
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(isShown(screen.getByTestId('static'))).toBe(true);
  });
});
