import { describe, expect, it } from 'vitest';
import { appCsp } from '../../server/plugins/security-headers.js';

const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('content security policy per payment provider', () => {
  it('keeps the demo setup to our own scripts, with no inline scripts', () => {
    const csp = appCsp('demo');
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(csp).not.toContain('stripe.com');
    expect(csp).not.toContain('paypal.com');
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("lets Stripe's script, 3-D Secure frames and API through only when Stripe is configured", () => {
    const csp = appCsp('stripe');
    expect(directive(csp, 'script-src')).toContain('https://js.stripe.com');
    expect(directive(csp, 'frame-src')).toContain('https://hooks.stripe.com');
    expect(directive(csp, 'connect-src')).toContain('https://api.stripe.com');
    expect(csp).not.toContain('paypal.com');
    expect(directive(csp, 'script-src')).not.toContain('unsafe-inline');
  });

  it("lets PayPal's buttons load only when PayPal is configured", () => {
    const csp = appCsp('paypal');
    expect(directive(csp, 'script-src')).toContain('https://www.paypal.com');
    expect(directive(csp, 'frame-src')).toContain('https://www.paypal.com');
    expect(csp).not.toContain('stripe.com');
  });
});
