/** The product's display name (the server's PRODUCT_NAME is for mail and documents). */
export const PRODUCT_NAME = 'StoreLens';
