import { describe, expect, it } from 'vitest';
import { afterSignIn } from './SignIn';

describe('afterSignIn', () => {
  it('goes back to the admin page asked', () => {
    expect(afterSignIn('/admin/ordini/8d0c4a8e?x=1')).toBe('/admin/ordini/8d0c4a8e?x=1');
    expect(afterSignIn('/admin')).toBe('/admin');
  });

  it('never leaves the back office, nor loops on the sign-in page', () => {
    for (const redirect of [undefined, '', 'https://evil.example/admin', '//evil.example/admin', '/administrator', '/me/orders', '/admin/accedi?redirect=%2Fadmin']) {
      expect(afterSignIn(redirect), String(redirect)).toBe('/admin/ordini');
    }
  });
});
