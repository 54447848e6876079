import type { AppointmentPlusClient } from './client.ts';

/**
 * Validates an Appointment Plus detail by reading the site's locations (a short list, and every call
 * needs the same site id and key). Throws VendorError InvalidSiteIdApiKey when refused (spec 2 §8).
 */
export async function checkAppointmentPlus(client: AppointmentPlusClient): Promise<void> {
  await client.call('Locations/GetLocations');
}
