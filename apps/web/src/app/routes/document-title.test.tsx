import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '../../lib/i18n/i18n';
import { DocumentTitle } from './document-title';

afterEach(() => {
  delete document.documentElement.dataset.route;
});

describe('document title', () => {
  it('names the page in the title and marks its route on <html> once it is shown', () => {
    const shown = render(
      <MemoryRouter initialEntries={['/management/users']}>
        <DocumentTitle />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Account Portal | User Management');
    expect(document.documentElement.dataset.route).toBe('userManagement');
    shown.unmount();
    render(
      <MemoryRouter initialEntries={['/billing/invoices']}>
        <DocumentTitle />
      </MemoryRouter>,
    );
    expect(document.documentElement.dataset.route).toBe('invoices');
  });
});
