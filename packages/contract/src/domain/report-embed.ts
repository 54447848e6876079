/**
 * Where the built-in report pages are served for the report screen's frame. Kept in a
 * module without zod: the web's router imports it, and anything it pulls in loads with /login too.
 */
export const EMBED_PATH = '/embed/reports';
