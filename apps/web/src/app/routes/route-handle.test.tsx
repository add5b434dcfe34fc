import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useRouteHandle } from './route-handle';

function handleAt(path: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(() => useRouteHandle(), { wrapper }).result.current;
}

describe('route handle', () => {
  it('is the route-table entry the router ranks first for the path', () => {
    expect(handleAt('/login')).toEqual({ name: 'login', section: null, titleKey: 'nav.pages.login' });
    expect(handleAt('/')?.name).toBe('dashboard');
    expect(handleAt('/dashboard')?.name).toBe('dashboard');
    expect(handleAt('/legal/privacy')?.name).toBe('legal');
    expect(handleAt('/admin/users')?.name).toBe('users');
    expect(handleAt('/admin/users/42')).toEqual({
      name: 'user',
      section: 'admin',
      titleKey: 'nav.pages.user',
    });
    expect(handleAt('/billing/invoices?page=2')?.section).toBe('billing');
    expect(handleAt('/no/such/view')?.name).toBe('notFound');
  });
});
