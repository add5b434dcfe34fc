import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';
import { loginAs } from '../support/test-client';

const testApp = useTestApp();

const ROUTES = ['/v1/user/datatable', '/v1/user/search?search=owner'];

/** Spec §6 viewUsers (ALL_ENTITIES.VIEW and MODULE_ADMIN.VIEW): every staff role, no customer. */
const MAY_VIEW_USERS: Record<string, boolean> = {
  'admin@demo.test': true,
  'support@demo.test': true,
  'finance@demo.test': true,
  'owner@demo.test': false,
  'client@demo.test': false,
  'new@demo.test': false,
};

describe('who may list and search users', () => {
  for (const [email, allowed] of Object.entries(MAY_VIEW_USERS)) {
    it(`${email}: ${allowed ? 'reads' : '403'}`, async () => {
      const { app } = testApp();
      const { bearer } = await loginAs(app, email);
      for (const url of ROUTES) {
        const response = await app.inject({ method: 'GET', url, headers: bearer });
        expect(response.statusCode, url).toBe(allowed ? 200 : 403);
        if (!allowed) expect(response.json().status).toBe('forbidden');
      }
    });
  }

  it('anonymous: 401', async () => {
    for (const url of ROUTES) {
      const response = await testApp().app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
    }
  });
});
