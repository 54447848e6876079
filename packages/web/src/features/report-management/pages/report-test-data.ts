import type { Report } from '@storelens/contract/api/report-management';
import type { VerticalListItem } from '@storelens/contract/api/verticals';

// Shared by the report management and guide screens' tests.

export const report = (overrides: Partial<Report> = {}): Report => ({
  id: 5,
  title: 'Sell-through',
  category: 'Sales',
  description: 'Units sold by week',
  guide: '',
  accountType: 'brand',
  path: 'sell-through',
  referenceName: 'brand-sell-through',
  reportUrl: 'https://reports.example.com/r/5',
  permission: '',
  requireSystemUser: false,
  isActive: true,
  icon: 'BarChart',
  verticalId: 'outdoor',
  verticalName: 'Outdoor',
  ...overrides,
});

export const outdoor: VerticalListItem = { id: 'outdoor', name: 'Outdoor' };
