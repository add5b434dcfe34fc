import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';

const testApp = useTestApp({
  env: {
    TOOLS_URL: 'https://tools.example.test',
    APP_DEBUG: 'true',
    HELP_CENTER_URL: 'https://help.example.test',
  },
});

describe('GET /v1/config', () => {
  it('gives anyone the hosts, links and debug flag the web needs', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/v1/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      toolsUrl: 'https://tools.example.test',
      dmpUrl: 'http://127.0.0.1:3002',
      analyticsUrl: 'http://127.0.0.1:3003',
      adsUrl: 'http://127.0.0.1:3004',
      helpCenterUrl: 'https://help.example.test',
      landingUrl: '/login',
      cdnUrl: '/storage',
      termsUrl: '/legal/terms',
      privacyUrl: '/legal/privacy',
      dpaUrl: '/legal/dpa',
      appDebug: true,
      paymentGateway: 'sandbox',
      stripePublishableKey: null,
      tagManagerId: null,
      chatWidgetUrl: null,
      salesEmail: 'sales@portal.localhost',
    });
  });
});

describe('GET /v1/config with the integrations configured', () => {
  const configured = useTestApp({
    env: {
      TAG_MANAGER_ID: 'GTM-TEST123',
      CHAT_WIDGET_URL: 'https://chat.example.test/widget.js',
      SALES_EMAIL: 'sales@example.test',
    },
  });

  it('names the tag manager, the chat widget and the sales address', async () => {
    const response = await configured().app.inject({ method: 'GET', url: '/v1/config' });
    expect(response.json()).toMatchObject({
      tagManagerId: 'GTM-TEST123',
      chatWidgetUrl: 'https://chat.example.test/widget.js',
      salesEmail: 'sales@example.test',
    });
  });
});
