import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { CreateScreen } from '../../src/components/ResourceForm';
import { userResolver } from './userValidation';
import { isMerchantScoped, manageableGroups, tabOfGroup } from '../../src/domain/userRules';
import { session } from '../../src/providers/session';
import { UserInputs } from './UserInputs';
import { useUserTab } from './useUserTab';

/** A new user, in the group of the tab the list showed; a merchant's or operator's users are for its own merchant. */
const UserCreate = () => {
  const translate = useTranslate();
  const { tab, setTab } = useUserTab();
  const [suggestions, setSuggestions] = useState<string[]>([]);
  // fixed once: new defaults would reset the form (the tab changes as the user saves)
  const [defaults] = useState(() => {
    const viewerGroup = session.groupId() ?? 0;
    const group = manageableGroups(viewerGroup).find((candidate) => candidate === tab) ?? manageableGroups(viewerGroup)[0];
    return { group_id: group, merchant_id: isMerchantScoped(viewerGroup) ? session.user()?.merchant?.id : undefined, cashRegister: false };
  });
  return (
    <CreateScreen resolver={userResolver}
      title={translate('resources.users.create_title')}
      successMessage={translate('resources.users.created')}
      defaultValues={defaults}
      // back in the list, the new user's tab is the one shown
      transform={(data) => {
        setTab(tabOfGroup(Number(data.group_id)));
        return data;
      }}
      // a taken user name comes back with free alternatives to offer under the field
      onSaveError={(error) => setSuggestions(Array.isArray(error?.body?.suggestions) ? error.body.suggestions : [])}
    >
      <UserInputs suggestions={suggestions} onPickSuggestion={() => setSuggestions([])} />
    </CreateScreen>
  );
};

export default UserCreate;
