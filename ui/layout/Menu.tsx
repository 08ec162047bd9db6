import AssessmentIcon from '@mui/icons-material/Assessment';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import HubIcon from '@mui/icons-material/Hub';
import SensorsIcon from '@mui/icons-material/Sensors';
import SettingsIcon from '@mui/icons-material/Settings';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import TodayIcon from '@mui/icons-material/Today';
import TuneIcon from '@mui/icons-material/Tune';
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import { Menu as RaMenu, usePermissions } from 'react-admin';
import { SUBSCRIPTION_PATH } from '../subscription/useStanding.js';

/**
 * The main menu: the custom screens where the work happens, then the resources. Resource items hide
 * themselves when authProvider.canAccess says no (users are for administrators).
 */
export function Menu() {
  const { permissions } = usePermissions<string>();
  const managing = permissions === 'manager' || permissions === 'admin';
  return (
    <RaMenu>
      <RaMenu.Item to="/dashboard" primaryText="tally.menu.dashboard" leftIcon={<DashboardIcon />} />
      <RaMenu.Item to="/day" primaryText="tally.menu.day" leftIcon={<TodayIcon />} />
      <RaMenu.Item to="/week" primaryText="tally.menu.week" leftIcon={<ViewWeekIcon />} />
      <RaMenu.ResourceItem name="activities" />
      <RaMenu.ResourceItem name="appointments" />
      <RaMenu.ResourceItem name="contacts" />
      <RaMenu.Item to="/contact-import" primaryText="tally.contact_import.menu" leftIcon={<FileUploadIcon />} />
      <RaMenu.ResourceItem name="tags" />
      <RaMenu.ResourceItem name="tag_conditions" />
      <RaMenu.ResourceItem name="descriptions" />
      <RaMenu.ResourceItem name="projects" />
      <RaMenu.ResourceItem name="subprojects" />
      <RaMenu.ResourceItem name="working_codes" />
      {permissions === 'admin' && <RaMenu.Item to="/custom-fields" primaryText="tally.custom_fields.menu" leftIcon={<TuneIcon />} />}
      <RaMenu.ResourceItem name="sources" />
      <RaMenu.Item to="/reports" primaryText="tally.menu.reports" leftIcon={<AssessmentIcon />} />
      <RaMenu.Item to="/exports" primaryText="tally.exports.menu" leftIcon={<FileDownloadIcon />} />
      {managing && <RaMenu.Item to="/manager" primaryText="tally.menu.manager" leftIcon={<SupervisorAccountIcon />} />}
      <RaMenu.ResourceItem name="users" />
      <RaMenu.ResourceItem name="audit" />
      <RaMenu.Item to="/detectors" primaryText="tally.detectors.menu" leftIcon={<SensorsIcon />} />
      <RaMenu.Item to="/integrations" primaryText="tally.menu.integrations" leftIcon={<HubIcon />} />
      {permissions === 'admin' && <RaMenu.Item to="/activities-errors" primaryText="tally.menu.sync_errors" leftIcon={<SyncProblemIcon />} />}
      {/* Everyone has settings of their own; administrators also the organisation's. */}
      <RaMenu.Item to="/settings" primaryText="tally.menu.settings" leftIcon={<SettingsIcon />} data-testid="menu-settings" />
      {permissions === 'admin' && <RaMenu.Item to={SUBSCRIPTION_PATH} primaryText="tally.plans.menu" leftIcon={<CardMembershipIcon />} />}
    </RaMenu>
  );
}
