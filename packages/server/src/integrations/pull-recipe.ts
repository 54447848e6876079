import type { SourceTypeId } from '@storelens/contract/domain/connectors';
import type { VendorEndpoints } from './connector.ts';

/**
 * How a source connector built by the registry can be built again elsewhere (a worker thread,
 * so that parsing a pull's pages leaves the main thread free): its type and the endpoints it talks to. Only the registry's own instances have one,
 * so a connector wrapped or replaced (tests, benchmarks) is never rebuilt behind its wrapper's back.
 */
export interface PullRecipe {
  type: SourceTypeId;
  endpoints: VendorEndpoints;
}

const recipes = new WeakMap<object, PullRecipe>();

export function rememberRecipe(connector: object, recipe: PullRecipe): void {
  recipes.set(connector, recipe);
}

export const recipeOf = (connector: object): PullRecipe | undefined => recipes.get(connector);
