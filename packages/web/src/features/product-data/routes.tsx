import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazyPage.tsx';

const BrandUploadPage = lazyPage(() => import('./pages/BrandUploadPage.tsx'), 'BrandUploadPage');
const BrandMappingPage = lazyPage(() => import('./pages/BrandMappingPage.tsx'), 'BrandMappingPage');
const RetailerProductSummaryPage = lazyPage(
  () => import('./pages/ProductSummaryPage.tsx'),
  'RetailerProductSummaryPage',
);
const BrandProductSummaryPage = lazyPage(() => import('./pages/ProductSummaryPage.tsx'), 'BrandProductSummaryPage');

/**
 * spec 3 §2 Brand upload and mapping, spec 1 §2 product summaries, behind the role guard (system
 * user with data management; upload: Brand account with brandTagging; mapping: brandMapping;
 * summaries: retailerProductOverview and brandProductOverview).
 */
export const productDataRoutes: RouteObject[] = [
  { path: '/product/upload', element: <BrandUploadPage /> },
  { path: '/product/brandMapping', element: <BrandMappingPage /> },
  { path: '/admin/productSummary', element: <RetailerProductSummaryPage /> },
  { path: '/admin/brandProductSummary', element: <BrandProductSummaryPage /> },
];
