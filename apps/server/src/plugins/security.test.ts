import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security.js';

describe('security headers worked out once', () => {
  it('asks browsers for HTTPS only when told to (production)', () => {
    expect(securityHeaders({ strictTransportSecurity: true })['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(securityHeaders({ strictTransportSecurity: false })).not.toHaveProperty('strict-transport-security');
  });

  it('leaves out a header whose policy is turned off', () => {
    expect(securityHeaders({})).toHaveProperty('content-security-policy');
    expect(securityHeaders({ contentSecurityPolicy: false })).not.toHaveProperty('content-security-policy');
  });
});
