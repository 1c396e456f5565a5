import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers/app.js';

describe('GET /api/health', () => {
  const t = useTestApp();

  it('says the database answers, which engine it is and the version', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      version: '0.1.0',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      database_ok: true,
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
