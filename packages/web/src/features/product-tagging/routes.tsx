import type { RouteObject } from 'react-router';
import { lazyPage } from '../../components/lazyPage.tsx';

const TagRulesPage = lazyPage(() => import('./pages/TagRulesPage.tsx'), 'TagRulesPage');
const GlobalTagRulesPage = lazyPage(() => import('./pages/TagRulesPage.tsx'), 'GlobalTagRulesPage');
const CreateTagRulePage = lazyPage(() => import('./pages/TagRuleFormPage.tsx'), 'CreateTagRulePage');
const EditTagRulePage = lazyPage(() => import('./pages/TagRuleFormPage.tsx'), 'EditTagRulePage');
const CreateGlobalTagRulePage = lazyPage(() => import('./pages/TagRuleFormPage.tsx'), 'CreateGlobalTagRulePage');
const EditGlobalTagRulePage = lazyPage(() => import('./pages/TagRuleFormPage.tsx'), 'EditGlobalTagRulePage');

/**
 * spec 3 §2 Product tagging, behind the role guard (system user with data management; Brand or
 * Retailer account with brandTagging or retailerTagging; globalTagging for the global screens).
 */
export const productTaggingRoutes: RouteObject[] = [
  { path: '/product/tagging', element: <TagRulesPage /> },
  { path: '/product/tagging/create', element: <CreateTagRulePage /> },
  { path: '/product/tagging/edit/:id', element: <EditTagRulePage /> },
  { path: '/product/globalRetailerTagging', element: <GlobalTagRulesPage /> },
  { path: '/product/globalRetailerTagging/create', element: <CreateGlobalTagRulePage /> },
  { path: '/product/globalRetailerTagging/edit/:id', element: <EditGlobalTagRulePage /> },
];
