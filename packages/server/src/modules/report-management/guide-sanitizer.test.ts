import { describe, expect, it } from 'vitest';
import { sanitizeGuide } from './guide-sanitizer.ts';

// A list of well-known XSS vectors (OWASP filter evasion cheat sheet and similar): none may survive.
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<p onclick="alert(1)">x</p>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<p style="color: expression(alert(1))">x</p>',
  '<span style="color:red;behavior:url(x.htc)">x</span>',
  '<div onmouseover="alert(1)">x</div>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<style>@import "javascript:alert(1)";</style>',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<<script>alert(1)//<</script>',
  '<img """><script>alert(1)</script>">',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '"><script>alert(1)</script>',
  '<a href="//evil.example">x</a>',
  '<img src="//evil.example/x.png">',
  '<video><source onerror="alert(1)"></video>',
  '<marquee onstart=alert(1)>',
  '<table background="javascript:alert(1)">',
  '<x onclick=alert(1)>x</x>',
];

describe('sanitizeGuide', () => {
  it.each(PAYLOADS)('leaves nothing executable of %s', (payload) => {
    const clean = sanitizeGuide(`<p>before</p>${payload}<p>after</p>`).toLowerCase();
    expect(clean).not.toMatch(/<script|<iframe|<object|<embed|<svg|<style|<link|<meta|<base|<form|<input/);
    expect(clean).not.toMatch(/\son[a-z]+\s*=/);
    expect(clean).not.toMatch(/javascript:|vbscript:|data:|expression\(|url\(/);
    expect(clean).not.toMatch(/(src|href)="\/\//);
    expect(clean).toContain('<p>before</p>');
  });

  it("keeps what the editor's toolbar makes (spec 1 §9)", () => {
    const guide = [
      '<h2>Two</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6>',
      '<p style="text-align:center"><strong>b</strong><em>i</em><u>u</u><s>s</s></p>',
      '<ol><li><p>one</p></li></ol><ul><li><p>two</p></li></ul>',
      '<p><span style="color:#ff0000">red</span> <span style="color:rgb(0, 0, 255)">blue</span></p>',
      '<img src="/api/images/5/help" alt="Toolbar" />',
    ].join('');
    const clean = sanitizeGuide(`  ${guide}  `);
    expect(clean).toContain('<h2>Two</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6>');
    expect(clean).toContain('<p style="text-align:center"><strong>b</strong><em>i</em><u>u</u><s>s</s></p>');
    expect(clean).toContain('<ol><li><p>one</p></li></ol><ul><li><p>two</p></li></ul>');
    expect(clean).toContain('<span style="color:#ff0000">red</span>');
    expect(clean).toContain('<span style="color:rgb(0, 0, 255)">blue</span>');
    expect(clean).toContain('<img src="/api/images/5/help" alt="Toolbar" />');
    expect(clean.startsWith('<h2>')).toBe(true);
  });

  it('drops headings the toolbar does not offer and styles beyond alignment and colour', () => {
    expect(sanitizeGuide('<h1>Big</h1>')).toBe('Big');
    expect(sanitizeGuide('<p style="position:fixed;color:#000">x</p>')).toBe('<p style="color:#000">x</p>');
    expect(sanitizeGuide('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">x</a>',
    );
  });
});
