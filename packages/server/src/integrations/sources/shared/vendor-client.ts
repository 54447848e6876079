import type { FetchOptions } from '../../http.ts';
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
    /**
     * The detail field whose host the vendor's own base URL takes (a WooCommerce site): the base is then
     * a user's address, and the outbound guard checks every call. An endpoint the operator set (the fakes
     * in tests and the demo) is not a user's address.
     */
    private readonly userHostField?: string,
  ) {}

  /** What each call of this client passes to fetchWithRetry. */
  protected get fetchOptions(): FetchOptions {
    const guarded = this.userHostField !== undefined && this.options.endpoint === undefined;
    return { ...this.options.retry, ...(guarded ? { userHostField: this.userHostField } : {}) };
  }
}
