const day = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** A creation date as the user and account lists show it: 'Mar 4, 2025', in the viewer's zone. */
export const formatDay = (iso: string): string => day.format(new Date(iso));
