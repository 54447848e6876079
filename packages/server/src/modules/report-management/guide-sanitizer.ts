import sanitizeHtml from 'sanitize-html';

/**
 * The allowlist a report guide is cut to before it is stored: what the guide editor's
 * toolbar makes (spec 1 §9: headings 2–6, bold, italic, underline, strike, alignment, ordered and
 * bullet lists, colour, image) and nothing else. No script, no event handler, no style beyond the
 * alignment and the colour, no javascript: or data: URL.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'ol',
    'ul',
    'li',
    'span',
    'img',
    'a',
  ],
  allowedAttributes: {
    '*': ['style'],
    img: ['src', 'alt', 'title', 'width', 'height', 'data-image-id'],
    a: ['href', 'title', 'target', 'rel'],
  },
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify)$/],
      color: [/^#[0-9a-fA-F]{3,8}$/, /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // a link opens outside the report, never with access to our window
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  disallowedTagsMode: 'discard',
};

/** A guide as stored and served: allowlisted HTML, trimmed (spec 1 §5 "guide trimmed"). */
export const sanitizeGuide = (html: string): string => sanitizeHtml(html, OPTIONS).trim();
