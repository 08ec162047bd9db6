import { Box, Chip, Tab, Tabs } from '@mui/material';
import {
  BooleanInput,
  Datagrid,
  EmailField,
  FunctionField,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  TopToolbar,
  useStore,
  useTranslate,
} from 'react-admin';
import { LocalTimeField } from '../common/DateTimeFields.js';
import type { User } from '../providers/domain.js';
import { ROLE_CHOICES, shownStatus } from './choices.js';
import { InviteButton } from './InviteDialog.js';
import { TeamDays, type TeamView } from './TeamDays.js';

const STATUS_CHOICES = (['invited', 'active', 'inactive'] as const).map((status) => ({ id: status, name: `tally.people.statuses.${status}` }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={ROLE_CHOICES} alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
  <BooleanInput key="is_deleted" source="is_deleted" label="tally.people.show_archived" alwaysOn />,
];

const TABS = ['overview', 'day', 'open_days', 'week'] as const;
type UsersTab = (typeof TABS)[number];

/**
 * The Users screen (administrators: authProvider.canAccess and the API both say so), in tabs (product-spec §2):
 * the overview of the firm's people, whom an administrator invites, edits, deactivates and restores; and who has
 * published which days: one day, the open days of the week (who is behind), and the week.
 */
export default function UserList() {
  const translate = useTranslate();
  const [tab, setTab] = useStore<UsersTab>('users.tab', 'overview');
  return (
    <Box>
      <Tabs value={tab} onChange={(_, next: UsersTab) => setTab(next)} sx={{ mt: 1 }}>
        {TABS.map((one) => (
          <Tab key={one} value={one} label={translate(`tally.people.tabs.${one}`)} data-testid={`users-tab-${one}`} />
        ))}
      </Tabs>
      {tab === 'overview' ? <PeopleList /> : <TeamDays view={tab satisfies TeamView} />}
    </Box>
  );
}

function PeopleList() {
  return (
    <List
      resource="users"
      filters={filters}
      filterDefaultValues={{ is_deleted: false }}
      sort={{ field: 'name_first', order: 'ASC' }}
      perPage={50}
      actions={
        <TopToolbar>
          <InviteButton />
        </TopToolbar>
      }
    >
      <Datagrid bulkActionButtons={false} rowClick="edit">
        <TextField source="name_full" sortBy="name_first" />
        <EmailField source="email" />
        <SelectField source="role" choices={ROLE_CHOICES} />
        <FunctionField<User> source="status" render={(user) => <StatusChip user={user} />} />
        <LocalTimeField source="created_at" label="resources.users.fields.created_at" withDate />
      </Datagrid>
    </List>
  );
}

const STATUS_COLOURS = { invited: 'info', active: 'success', inactive: 'warning', archived: 'default' } as const;

function StatusChip({ user }: { user: User }) {
  const translate = useTranslate();
  const status = shownStatus(user);
  return <Chip size="small" color={STATUS_COLOURS[status]} label={translate(`tally.people.statuses.${status}`)} data-testid={`user-status-${user.id}`} />;
}
