import type { RouteObject } from 'react-router';
import { page } from '../../components/lazyPage.tsx';

const productSummary = () => import('./pages/ProductSummaryPage.tsx');

/**
 * spec 3 §2 Brand upload and mapping, spec 1 §2 product summaries, behind the role guard (system
 * user with data management; upload: Brand account with brandTagging; mapping: brandMapping;
 * summaries: retailerProductOverview and brandProductOverview).
 */
export const productDataRoutes: RouteObject[] = [
  { path: '/product/upload', element: page(() => import('./pages/BrandUploadPage.tsx'), 'BrandUploadPage') },
  { path: '/product/brandMapping', element: page(() => import('./pages/BrandMappingPage.tsx'), 'BrandMappingPage') },
  { path: '/admin/productSummary', element: page(productSummary, 'RetailerProductSummaryPage') },
  { path: '/admin/brandProductSummary', element: page(productSummary, 'BrandProductSummaryPage') },
];
