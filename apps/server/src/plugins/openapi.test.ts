import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers/app.js';

describe('GET /api/docs', () => {
  const t = useTestApp();

  it('describes every API route from its schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/children/{id}',
        '/api/stories/generate',
        '/api/monetization/apply-plan-change',
        '/api/admin/users',
      ]),
    );
    const checkout = document.paths['/api/monetization/create-checkout-session'].post;
    expect(checkout.requestBody.content['application/json'].schema.properties.planId.enum).toContain('family_monthly');
  });
});
