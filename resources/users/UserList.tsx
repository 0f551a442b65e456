import { FunctionField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { ResourceList } from '../../src/components/ResourceList';
import { RowActions } from '../../src/components/RowActions';
import { USER_TABS } from '../../src/domain/userRules';
import { session } from '../../src/providers/session';
import { USER_PAGE_SIZE } from './endpoints';
import { GroupTabs } from './GroupTabs';
import { UserDetailsButton } from './UserDetailsButton';
import { useUserTab } from './useUserTab';

// `label` is read by the table for the column header.
const UserActions = (_props: { label?: string }) => {
  const record = useRecordContext();
  // the server refuses deleting oneself: the button is not offered
  return (
    <RowActions canDelete={record?.user_id !== session.user()?.id}>
      <UserDetailsButton />
    </RowActions>
  );
};

/** docs/spec-reference.md §2 user list: a server-paged list per group tab; 'Buscar' by user name over every page. */
const UserList = () => {
  const translate = useTranslate();
  const { tabs, tab, setTab } = useUserTab();
  return (
    <ResourceList
      // a new tab is a new list: back to its first page
      key={tab}
      title={translate('resources.users.list_title')}
      emptyText={translate('resources.users.empty')}
      filter={{ group: tab }}
      perPage={USER_PAGE_SIZE}
      aside={<GroupTabs tabs={tabs} value={tab} onChange={setTab} />}
    >
      <TextField source="username" sortable={false} />
      <FunctionField source="fullName" sortable={false} render={(record) => `${record.name} ${record.lastname ?? ''}`.trim()} />
      <TextField source="email" label="resources.users.columns.email" sortable={false} />
      <FunctionField source="group_id" sortable={false} render={(record) => translate(`resources.users.groups.${record.group_id}`)} />
      {tab === USER_TABS.bank ? <TextField source="bankName" sortable={false} /> : <TextField source="merchantName" sortable={false} />}
      <UserActions label="app.actions" />
    </ResourceList>
  );
};

export default UserList;
