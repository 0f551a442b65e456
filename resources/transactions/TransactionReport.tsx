import { Card } from '@mui/material';
import { useState } from 'react';
import { ListBase, Title, useTranslate } from 'react-admin';
import { defaultRange, todayInCostaRica } from '../../src/domain/dateRanges';
import { mayPickAnyMerchant, TRANSACTION_PAGE_SIZE } from '../../src/domain/reportFilters';
import { session } from '../../src/providers/session';
import { TransactionFilters } from './TransactionFilters';
import { TransactionTable } from './TransactionTable';

/**
 * docs/spec-reference.md §2 'Transactions screen' at /reports/transactions. It first opens on today → tomorrow, for
 * every merchant when the group may pick one, else for the user's own merchant; then the filters,
 * date order and page last applied are kept for the session (react-admin's store, cleared at
 * sign-out).
 */
const TransactionReport = () => {
  const translate = useTranslate();
  const [today] = useState(todayInCostaRica);
  const pickMerchant = mayPickAnyMerchant(session.groupId());
  const ownMerchant = session.user()?.merchant?.id ?? 0;
  return (
    <ListBase
      resource="transactions"
      perPage={TRANSACTION_PAGE_SIZE}
      filterDefaultValues={{ ...defaultRange(today), merchantId: pickMerchant ? 0 : ownMerchant }}
      sort={{ field: 'date_time', order: 'DESC' }}
      disableSyncWithLocation
      storeKey="transactions.report"
      // the table shows a refusal in place; no second copy in a passing notification
      queryOptions={{ onError: () => undefined }}
    >
      <Title title={translate('resources.transactions.list_title')} />
      <Card>
        <TransactionFilters today={today} pickMerchant={pickMerchant} />
        <TransactionTable />
      </Card>
    </ListBase>
  );
};

export default TransactionReport;
