import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../test/setup';
import { json, mockFetch } from '../../test/mock-fetch';
import { mailProgram, openChatMessenger } from './chat';
import { forgetTagManager, trackConversion } from './conversions';
import { forgetIntegrationConfig, integrationConfig } from './integration-config';

function configure(config: Record<string, unknown>) {
  mockFetch({ 'GET /v1/config': () => json({ paymentGateway: 'sandbox', ...config }) });
}

beforeEach(() => {
  forgetIntegrationConfig();
  forgetTagManager();
  window.dataLayer = undefined;
  window.$chat = undefined;
});

afterEach(() => {
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe('trackConversion', () => {
  it('pushes the event to the data layer when a tag id is configured', async () => {
    configure({ tagManagerId: 'GTM-TEST1', salesEmail: 'sales@example.test' });
    trackConversion('purchase', { productId: 1, value: 690, currency: 'EUR' });
    await vi.waitFor(() => expect(window.dataLayer).toHaveLength(2));
    expect(window.dataLayer?.[1]).toEqual({ event: 'purchase', productId: 1, value: 690, currency: 'EUR' });
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-TEST1',
    );
  });

  it('sends nothing anywhere without a tag id', async () => {
    configure({ tagManagerId: null, salesEmail: 'sales@example.test' });
    trackConversion('request_quote', { productId: 5 });
    await integrationConfig();
    await Promise.resolve();
    expect(window.dataLayer).toBeUndefined();
    expect(document.head.querySelector('script')).toBeNull();
  });
});

describe('openChatMessenger', () => {
  it('falls back to an e-mail to the sales address with subject and body prefilled', async () => {
    configure({ chatWidgetUrl: null, salesEmail: 'sales@example.test' });
    const open = vi.spyOn(mailProgram, 'open').mockImplementation(() => undefined);
    await openChatMessenger('I would like a quote for Tools Contracted.');
    expect(open).toHaveBeenCalledWith(
      'mailto:sales@example.test?subject=Request%20from%20the%20customer%20portal&body=I%20would%20like%20a%20quote%20for%20Tools%20Contracted.',
    );
  });

  it('opens the configured chat widget with the message', async () => {
    configure({ chatWidgetUrl: '/chat-widget.js', salesEmail: 'sales@example.test' });
    const chatOpen = vi.fn();
    const mail = vi.spyOn(mailProgram, 'open').mockImplementation(() => undefined);
    const opening = openChatMessenger('Quote for DMP, please.');
    // The widget's script defines window.$chat when it has run.
    await vi.waitFor(() =>
      expect(document.head.querySelector('script[src="/chat-widget.js"]')).not.toBeNull(),
    );
    window.$chat = { open: chatOpen };
    document.head.querySelector('script[src="/chat-widget.js"]')?.dispatchEvent(new Event('load'));
    await opening;
    expect(chatOpen).toHaveBeenCalledWith('Quote for DMP, please.');
    expect(mail).not.toHaveBeenCalled();
  });
});
