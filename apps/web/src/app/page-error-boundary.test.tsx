import { render, screen } from '@testing-library/react';
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
      <PageErrorBoundary>
        <Broken />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    quiet.mockRestore();
  });

  it('shows the page when it renders', () => {
    render(
      <PageErrorBoundary>
        <p>Fine</p>
      </PageErrorBoundary>,
    );
    expect(screen.getByText('Fine')).toBeTruthy();
  });
});
