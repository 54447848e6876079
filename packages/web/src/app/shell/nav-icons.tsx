import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import CableOutlinedIcon from '@mui/icons-material/CableOutlined';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import CompareArrowsOutlinedIcon from '@mui/icons-material/CompareArrowsOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import PersonOutlineOutlinedIcon from '@mui/icons-material/PersonOutlineOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import PublicOutlinedIcon from '@mui/icons-material/PublicOutlined';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import WebhookOutlinedIcon from '@mui/icons-material/WebhookOutlined';
import type { ReactElement } from 'react';

/** An icon per sidebar item key (the items themselves come from the contract). */
export const NAV_ICONS: Record<string, ReactElement> = {
  reports: <AssessmentOutlinedIcon />,
  profile: <PersonOutlineOutlinedIcon />,
  users: <GroupOutlinedIcon />,
  retailConnect: <HandshakeOutlinedIcon />,
  dataPermissions: <VerifiedUserOutlinedIcon />,
  locations: <PlaceOutlinedIcon />,
  reportCalendar: <CalendarMonthOutlinedIcon />,
  webhooks: <WebhookOutlinedIcon />,
  connectors: <CableOutlinedIcon />,
  tagging: <LocalOfferOutlinedIcon />,
  upload: <UploadFileOutlinedIcon />,
  accounts: <BusinessOutlinedIcon />,
  reportsAdmin: <DescriptionOutlinedIcon />,
  internalReports: <InsightsOutlinedIcon />,
  emailLists: <EmailOutlinedIcon />,
  globalTagging: <PublicOutlinedIcon />,
  brandMapping: <CompareArrowsOutlinedIcon />,
  retailerProductOverview: <Inventory2OutlinedIcon />,
  brandProductOverview: <CategoryOutlinedIcon />,
  adminUsers: <AdminPanelSettingsOutlinedIcon />,
  reportManagement: <TuneOutlinedIcon />,
  verticalManagement: <AccountTreeOutlinedIcon />,
};
