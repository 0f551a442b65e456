import { Card } from '@mui/material';
import { useState } from 'react';
import { ListBase, Title, useTranslate } from 'react-admin';
import { defaultRange, todayInCostaRica } from '../../src/domain/dateRanges';
import { mayPickAnyMerchant, TRANSACTION_PAGE_SIZE } from '../../src/domain/reportFilters';
import { session } from '../../src/providers/session';
import { TransactionFilters } from './TransactionFilters';
import { TransactionTable } from './TransactionTable';

/**
 * Spec §2 'Transactions screen' at /reports/transactions. It always opens on today → tomorrow
 * (nothing is kept from a previous visit), for every merchant when the group may pick one, else
 * for the user's own merchant.
 */
const TransactionReport = () => {
  const translate = useTranslate();
  const [today] = useState(todayInCostaRica);
  const [search, setSearch] = useState('');
  const pickMerchant = mayPickAnyMerchant(session.groupId());
  const ownMerchant = session.user()?.merchant?.id ?? 0;
  return (
    <ListBase
      resource="transactions"
      perPage={TRANSACTION_PAGE_SIZE}
      filterDefaultValues={{ ...defaultRange(today), merchantId: pickMerchant ? 0 : ownMerchant }}
      disableSyncWithLocation
      storeKey={false}
      // the table shows a refusal in place; no second copy in a passing notification
      queryOptions={{ onError: () => undefined }}
    >
      <Title title={translate('resources.transactions.list_title')} />
      <Card>
        <TransactionFilters today={today} pickMerchant={pickMerchant} search={search} onSearch={setSearch} />
        <TransactionTable search={search} />
      </Card>
    </ListBase>
  );
};

export default TransactionReport;
