import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/PageTitle.tsx';
import { AccessLogTab } from '../../features/access-log/components/AccessLogTab.tsx';
import { PermissionsTab } from '../../features/connections/components/PermissionsTab.tsx';
import { useCurrentUser } from '../../lib/current-user.tsx';

const TABS = { permissions: 'Permissions', accessLog: 'Access log' } as const;
type TabName = keyof typeof TABS;

/**
 * spec 3 §2 '/settings/dataPermissions': what the retailer shares (the connections feature's
 * Permissions tab) and who read it (the access-log feature's tab). An app page because it shows two
 * features together; the tab is in the URL (`?tab=accessLog`), so a link or a reload keeps it.
 */
export function DataPermissionsPage() {
  const { account } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const tab: TabName = params.get('tab') === 'accessLog' ? 'accessLog' : 'permissions';
  return (
    <>
      <PageTitle>Data Permissions</PageTitle>
      <Tabs
        value={tab}
        // another tab's filters do not carry over
        onChange={(_e, next: TabName) => setParams(next === 'permissions' ? {} : { tab: next })}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {Object.entries(TABS).map(([value, label]) => (
          <Tab key={value} value={value} label={label} />
        ))}
      </Tabs>
      {tab === 'permissions' ? <PermissionsTab /> : <AccessLogTab accountId={account?.id ?? 0} />}
    </>
  );
}
