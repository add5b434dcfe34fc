import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../lib/i18n/i18n';
import { PageErrorBoundary } from './page-error-boundary';

function Broken(): never {
  throw new Error('render failed');
}

describe('PageErrorBoundary', () => {
  it('shows a translated explanation with a reload button instead of an empty page', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <PageErrorBoundary resetKey="/">
        <Broken />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    quiet.mockRestore();
  });

  it('tries again once the path changes', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    let broken = true;
    function MaybeBroken() {
      if (broken) throw new Error('render failed');
      return <p>Recovered</p>;
    }
    const { rerender, container } = render(
      <PageErrorBoundary resetKey="/a">
        <MaybeBroken />
      </PageErrorBoundary>,
    );
    expect(within(container).getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    broken = false;
    rerender(
      <PageErrorBoundary resetKey="/b">
        <MaybeBroken />
      </PageErrorBoundary>,
    );
    expect(within(container).getByText('Recovered')).toBeTruthy();
    expect(within(container).queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
    quiet.mockRestore();
  });

  it('shows the page when it renders', () => {
    render(
      <PageErrorBoundary resetKey="/">
        <p>Fine</p>
      </PageErrorBoundary>,
    );
    expect(screen.getByText('Fine')).toBeTruthy();
  });
});
