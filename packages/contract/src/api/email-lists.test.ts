import { describe, expect, it } from 'vitest';
import { AddEmailBody, csvCell, entriesToCsv } from './email-lists.ts';

describe('email list texts and rows', () => {
  it('writes the download as email,type rows under a header (spec 1 §2)', () => {
    expect(entriesToCsv([{ email: 'a@example.test', type: 'Customer' }])).toBe(
      'email,type\r\na@example.test,Customer\r\n',
    );
    expect(entriesToCsv([])).toBe('email,type\r\n');
  });

  it('quotes commas and quotes, and neutralises formulas', () => {
    expect(csvCell('Partner, West')).toBe('"Partner, West"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+1')).toBe("'+1");
  });

  it('checks an added entry with the spec 1 §5 messages', () => {
    const bad = AddEmailBody.safeParse({ email: 'nope', type: ' ' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual(['Email is not a valid email address', 'Type is required']);
    expect(AddEmailBody.parse({ email: ' a@example.test ', type: ' Customer ' })).toEqual({
      email: 'a@example.test',
      type: 'Customer',
    });
  });
});
