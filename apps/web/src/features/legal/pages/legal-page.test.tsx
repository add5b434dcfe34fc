import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../../lib/i18n/i18n';
import { OWNER_PERMISSIONS, signIn, signOutForTest } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render-app';

describe('legal pages', () => {
  afterEach(() => applyLanguage('en'));

  it('shows the terms of use to a signed-out visitor, with every section and the other documents', async () => {
    signOutForTest();
    mockFetch({});
    const { location } = renderApp('/legal/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use' })).toBeTruthy();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual([
      '1. Scope',
      '2. Account',
      '3. Subscriptions and payment',
      '4. Cancellation',
      '5. Liability',
      '6. Changes to these terms',
    ]);
    const links = within(screen.getByRole('navigation', { name: 'Legal documents' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Privacy policy', '/legal/privacy'],
      ['Data processing agreement', '/legal/dpa'],
      ['Back to the portal', '/'],
    ]);
    expect(location().pathname).toBe('/legal/terms');
    await waitFor(() => expect(document.title).toBe('Account Portal | Legal information'));

    await userEvent.setup().click(screen.getByRole('link', { name: 'Data processing agreement' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Data processing agreement' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '4. Sub-processors' })).toBeTruthy();
  });

  it('stays open to a signed-in user', async () => {
    signIn(OWNER_PERMISSIONS);
    mockFetch({});
    const { location } = renderApp('/legal/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '1. Data controller' })).toBeTruthy();
    expect(location().pathname).toBe('/legal/privacy');
  });

  it('loads the texts in the chosen language', async () => {
    signOutForTest();
    mockFetch({});
    await applyLanguage('de');
    renderApp('/legal/dpa');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Auftragsverarbeitungsvertrag' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '4. Unterauftragsverarbeiter' })).toBeTruthy();
  });

  it('says when there is no such document and links to the ones there are', async () => {
    signOutForTest();
    mockFetch({});
    renderApp('/legal/imprint');
    expect(await screen.findByRole('heading', { level: 1, name: 'Document not found' })).toBeTruthy();
    const links = within(screen.getByRole('navigation', { name: 'Legal documents' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Terms of use',
      'Privacy policy',
      'Data processing agreement',
      'Back to the portal',
    ]);
  });
});
