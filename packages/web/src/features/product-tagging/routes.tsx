import type { RouteObject } from 'react-router';
import { page } from '../../components/lazyPage.tsx';

const tagRules = () => import('./pages/TagRulesPage.tsx');
const tagRuleForm = () => import('./pages/TagRuleFormPage.tsx');

/**
 * spec 3 §2 Product tagging, behind the role guard (system user with data management; Brand or
 * Retailer account with brandTagging or retailerTagging; globalTagging for the global screens).
 */
export const productTaggingRoutes: RouteObject[] = [
  { path: '/product/tagging', element: page(tagRules, 'TagRulesPage') },
  { path: '/product/tagging/create', element: page(tagRuleForm, 'CreateTagRulePage') },
  { path: '/product/tagging/edit/:id', element: page(tagRuleForm, 'EditTagRulePage') },
  { path: '/product/globalRetailerTagging', element: page(tagRules, 'GlobalTagRulesPage') },
  { path: '/product/globalRetailerTagging/create', element: page(tagRuleForm, 'CreateGlobalTagRulePage') },
  { path: '/product/globalRetailerTagging/edit/:id', element: page(tagRuleForm, 'EditGlobalTagRulePage') },
];
