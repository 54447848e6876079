import type { VendorClientOptions } from './options.ts';

/**
 * What every vendor API client reached by one base URL holds: the source's detail, the retry
 * tuning and the base its calls go under. A subclass refuses a detail that lacks a credential
 * (with the vendor's own refusal) before it hands these over, so nothing is sent for it.
 */
export abstract class VendorApiClient<Detail> {
  protected constructor(
    readonly detail: Detail,
    protected readonly options: VendorClientOptions,
    protected readonly base: string,
  ) {}
}
