import { NAV_ITEMS } from '@storelens/contract/access/navigation';
import type { RouteObject } from 'react-router';
import { PageTitle } from '../components/PageTitle.tsx';

// The screens of features still to come (spec 1 §2, spec 2 §2, spec 3 §2). Each shows its
// title until its feature replaces the entry with a real page; the role guard already applies.
const navLabel = (key: string): string => NAV_ITEMS.find((item) => item.key === key)?.label ?? key;

const PLACEHOLDERS: ReadonlyArray<{ path: string; title: string }> = [
  { path: '/product/tagging', title: navLabel('tagging') },
  { path: '/product/tagging/create', title: 'Create Tag Rule' },
  { path: '/product/tagging/edit/:id', title: 'Edit Tag Rule' },
  { path: '/product/upload', title: navLabel('upload') },
  { path: '/product/globalRetailerTagging', title: navLabel('globalTagging') },
  { path: '/product/globalRetailerTagging/create', title: 'Create Tag Rule' },
  { path: '/product/globalRetailerTagging/edit/:id', title: 'Edit Tag Rule' },
  { path: '/product/brandMapping', title: navLabel('brandMapping') },
  { path: '/admin/productSummary', title: navLabel('retailerProductOverview') },
  { path: '/admin/brandProductSummary', title: navLabel('brandProductOverview') },
];

export const placeholderRoutes: RouteObject[] = [
  ...PLACEHOLDERS.map(({ path, title }) => ({ path, element: <PageTitle>{title}</PageTitle> })),
];
