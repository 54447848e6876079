import { describe, expect, it } from 'vitest';
import { type BrandNoticeReader, brandReportNotice, type DeniedRetailer } from './report-data.ts';
import { REPORT_VIEW_TEXTS } from './reports.ts';

const admin: BrandNoticeReader = { canOpenRetailConnect: true, canOpenUsers: true };
const member: BrandNoticeReader = { canOpenRetailConnect: false, canOpenUsers: false };
const notice = (reader: BrandNoticeReader, denied: DeniedRetailer[], allowed: string[] = []) =>
  brandReportNotice({ brand: 'Preview', account: 'Preview Partners', reader, allowed, denied });

describe('brandReportNotice: one notice, naming only pages the reader may open', () => {
  // the demo's Preview Partners: a withdrawn request and one waiting, read by a plain member
  const preview: DeniedRetailer[] = [
    { name: 'Harbor Bikes', status: 'Revoked', reasons: ['connection', 'permission'] },
    { name: 'Riverside Running', status: 'Pending', reasons: ['connection', 'permission'] },
  ];

  it('says a request is waiting, and sends a member to an admin rather than to Retail Connect', () => {
    const text = notice(member, preview);
    expect(text).toBe(
      "Preview Partners' access request to Riverside Running is waiting for an answer; the report fills once a retailer approves. An account admin of Preview Partners can ask more retailers.",
    );
    expect(text).not.toContain('Retail Connect');
    expect(text).not.toContain("s's");
    expect(notice(admin, preview)).toContain('You can ask more retailers on Retail Connect.');
  });

  it('puts the missing permission first: it is the reader who can fix it (or ask for it)', () => {
    const denied: DeniedRetailer[] = [
      { name: 'Harbor Bikes', status: 'Approved', reasons: ['permission'] },
      { name: 'Riverside Running', status: 'Pending', reasons: ['connection', 'permission'] },
    ];
    expect(notice(member, denied)).toBe(
      "Harbor Bikes shares data with Preview Partners, but you have not been given access to Harbor Bikes' data: ask an account admin of Preview Partners for global access or access to these retailers.",
    );
    expect(notice(admin, denied)).toContain('on Users & Permissions');
  });

  it('says which retailers a partial report leaves out, or nothing when it leaves out none', () => {
    const denied: DeniedRetailer[] = [
      { name: 'Main Street Shoes', status: 'Approved', reasons: ['permission'] },
      { name: 'Lakeside Sports', status: 'Declined', reasons: ['connection', 'permission'] },
    ];
    expect(notice(member, denied, ['Summit Outfitters'])).toBe(
      'This report shows Summit Outfitters only. Main Street Shoes also shares data with Preview Partners, but you have not been given access to it: ask an account admin of Preview Partners for global access or access to these retailers.',
    );
    expect(notice(member, [denied[1]!], ['Summit Outfitters'])).toBeNull();
  });

  it('a retailer that keeps its sales to itself, then "no retailer yet" in the reader\'s words', () => {
    expect(notice(member, [{ name: 'Summit', status: 'Approved', reasons: ['setting'] }])).toBe(
      'Summit does not share Sales data with connected brands.',
    );
    expect(notice(admin, [])).toBe(REPORT_VIEW_TEXTS.noRetailers('Preview'));
    expect(notice(member, [{ name: 'Harbor Bikes', status: 'Removed', reasons: ['connection'] }])).toBe(
      'No retailer shares Preview sales with Preview Partners yet. Ask an account admin of Preview Partners to request access from retailers; the report fills once a retailer approves.',
    );
  });
});
