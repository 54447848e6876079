import { describe, expect, it } from 'vitest';
import { blockedPageNotice } from './page-notices.ts';

describe('blockedPageNotice', () => {
  it('names the page, who it is for, the account, and where the user is instead', () => {
    expect(blockedPageNotice('/settings/retailConnect', 'Riverside Running', 'Reports')).toBe(
      'Retail Connect is not available to you in Riverside Running: it is for account admins of a Brand account that can connect with retailers. Showing Reports instead.',
    );
    // the longest sidebar path wins: a report's edit page is Reports Admin's, not a generic admin page
    expect(blockedPageNotice('/admin/reports/3/edit/', 'Acme Brand', 'Reports')).toMatch(/^Reports Admin is not/);
  });

  it('speaks of a report, or of "that page" when the sidebar does not know it', () => {
    expect(blockedPageNotice('/dashboard/brand/market-share', 'Acme Brand', 'Reports')).toMatch(/^That report is not/);
    expect(blockedPageNotice('/admin/vertical/retail', null, 'Reports')).toBe(
      'That page is not available to you. Showing Reports instead.',
    );
  });
});
