import type { VendorEndpoints } from '../integrations/connector.ts';

/** The running vendor fakes, as far as a server needs to reach them (demo mode and the all-pairs test). */
export interface RunningFakes {
  woo: { siteUrlTemplate: string };
  shopify: { shopUrlTemplate: string };
  heartland: { url: string };
  bigCommerce: { apiUrl: string };
  skuVault: { apiUrl: string };
  runit: { serverUrlTemplate: string };
  fleetFeet: { apiUrl: string; credentials: { partnerKey: string } };
  rics: { apiUrl: string };
  teamwork: { chqUrlTemplate: string };
  haku: { apiUrl: string };
  waitwhile: { apiUrl: string };
  appointmentPlus: { url: string };
  bridalLive: { endpoint: string };
  raceRoster: { hostUrl: string };
  runSignup: { hostUrl: string };
  enMotive: { apiUrl: string };
  lightspeed: { url: string };
  brightpearl: { apiUrl: string };
  perkville: { apiUrl: string };
  oauth: { endpoints: { lightspeedAuth: string; brightpearlAuth: string; perkvilleAuth: string } };
  s3: { endpoint: string };
  mailchimp: { endpoint: string };
  zaius: { endpoint: string };
  facebook: { endpoint: string; accessToken: string };
  cadence: { endpoint: string; apiKey: string };
  uqube: { endpoint: string; apiKey: string };
  blueshift: { endpoint: string };
}

/** Where each vendor's fake answers, by the names VENDOR_ENDPOINTS uses: one list for every world of fakes. */
export const fakeEndpoints = (f: RunningFakes): VendorEndpoints => ({
  woocommerce: f.woo.siteUrlTemplate,
  shopify: f.shopify.shopUrlTemplate,
  heartland: f.heartland.url,
  bigcommerce: f.bigCommerce.apiUrl,
  skuvault: f.skuVault.apiUrl,
  runit: f.runit.serverUrlTemplate,
  fleetFeet: f.fleetFeet.apiUrl,
  fleetFeetPartnerKey: f.fleetFeet.credentials.partnerKey,
  rics: f.rics.apiUrl,
  teamwork: f.teamwork.chqUrlTemplate,
  haku: f.haku.apiUrl,
  waitwhile: f.waitwhile.apiUrl,
  appointmentPlus: f.appointmentPlus.url,
  bridalLive: f.bridalLive.endpoint,
  raceRoster: f.raceRoster.hostUrl,
  runSignup: f.runSignup.hostUrl,
  enMotive: f.enMotive.apiUrl,
  lightspeed: f.lightspeed.url,
  lightspeedAuth: f.oauth.endpoints.lightspeedAuth,
  brightpearl: f.brightpearl.apiUrl,
  brightpearlAuth: f.oauth.endpoints.brightpearlAuth,
  perkville: f.perkville.apiUrl,
  perkvilleAuth: f.oauth.endpoints.perkvilleAuth,
  s3: f.s3.endpoint,
  mailchimp: f.mailchimp.endpoint,
  zaius: f.zaius.endpoint,
  facebook: f.facebook.endpoint,
  facebookAccessToken: f.facebook.accessToken,
  cadence: f.cadence.endpoint,
  cadenceApiKey: f.cadence.apiKey,
  uqube: f.uqube.endpoint,
  uqubeApiKey: f.uqube.apiKey,
  blueshift: f.blueshift.endpoint,
});
