/** Call budgets for the SKU Vault fake large enough that a test never waits; the pacing test sets its own. */
export const UNPACED_LIMITS = {
  'products/getProducts': 1000,
  'sales/getSalesByDate': 1000,
  'inventory/getInventoryByLocation': 1000,
  'inventory/getItemQuantities': 1000,
};
