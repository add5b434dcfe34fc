import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../test/setup';
import { makeAccount } from '../../test/fixtures';
import { json, mockFetch } from '../../test/mock-fetch';
import { applyLanguage, i18n } from '../i18n/i18n';
import { forgetIntegrationConfig } from '../integrations/integration-config';
import { completeSignIn } from './sign-in';

const account = makeAccount({ id: 42, firstname: 'Olivia', lastname: 'Owner', userHash: 'f00d' });

function serve(chatWidgetUrl: string | null) {
  return mockFetch({
    'GET /v1/account/me': () => json(account),
    'GET /v1/config': () =>
      json({ paymentGateway: 'sandbox', chatWidgetUrl, salesEmail: 'sales@example.test' }),
  });
}

beforeEach(() => {
  forgetIntegrationConfig();
  window.$chat = undefined;
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe('completeSignIn', () => {
  it('tells the configured chat widget who signed in (spec §1)', async () => {
    serve('/chat-widget.js');
    const identify = vi.fn();
    expect(await completeSignIn(new QueryClient())).toMatchObject({ id: 42 });

    await vi.waitFor(() =>
      expect(document.head.querySelector('script[src="/chat-widget.js"]')).not.toBeNull(),
    );
    window.$chat = { open: vi.fn(), identify };
    document.head.querySelector('script[src="/chat-widget.js"]')?.dispatchEvent(new Event('load'));
    await vi.waitFor(() =>
      expect(identify).toHaveBeenCalledWith({
        id: 42,
        email: 'owner@demo.test',
        name: 'Olivia Owner',
        userHash: 'f00d',
      }),
    );
  });

  it('signs in without a widget and loads no chat script', async () => {
    const server = serve(null);
    expect(await completeSignIn(new QueryClient())).toMatchObject({ id: 42 });
    await vi.waitFor(() => expect(server.count('GET /v1/config')).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('signs in when the chat widget cannot load', async () => {
    serve('/broken-widget.js');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await completeSignIn(new QueryClient())).toMatchObject({ id: 42 });
    await vi.waitFor(() =>
      expect(document.head.querySelector('script[src="/broken-widget.js"]')).not.toBeNull(),
    );
    document.head.querySelector('script[src="/broken-widget.js"]')?.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
  });

  describe('the profile language', () => {
    const LANGUAGE_KEY = 'portal.language';
    const german = makeAccount({ language: 'de' });
    beforeEach(async () => {
      localStorage.removeItem(LANGUAGE_KEY);
      await applyLanguage('en');
      mockFetch({
        'GET /v1/account/me': () => json(german),
        'GET /v1/config': () =>
          json({ paymentGateway: 'sandbox', chatWidgetUrl: null, salesEmail: 's@x.test' }),
      });
    });

    it('is shown and stored in this browser, so a reload keeps it', async () => {
      await completeSignIn(new QueryClient());
      expect(i18n.language).toBe('de');
      expect(localStorage.getItem(LANGUAGE_KEY)).toBe('de');
      await applyLanguage('en');
    });

    it('leaves a language this browser chose', async () => {
      localStorage.setItem(LANGUAGE_KEY, 'fr');
      await completeSignIn(new QueryClient());
      expect(i18n.language).toBe('en');
      expect(localStorage.getItem(LANGUAGE_KEY)).toBe('fr');
      localStorage.removeItem(LANGUAGE_KEY);
    });
  });
});
