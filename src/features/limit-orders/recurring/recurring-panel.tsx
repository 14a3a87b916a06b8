import { useId } from 'react';
import { Card, CardTitle } from '../../../components/ui/card';
import { RecurringForm } from './recurring-form';
import { RecurringOrders } from './recurring-orders';

/**
 * The Limit Orders page's Recurring tab (recurring v1, supplement §7): the create form beside the active and past
 * orders, laid out as the page's other write forms are (components/page/form-and-list-layout.tsx).
 */
export function RecurringPanel() {
  const formId = useId();
  const listId = useId();
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[28rem_1fr]">
      <Card aria-labelledby={formId}>
        <CardTitle id={formId} className="mb-3">
          New recurring order
        </CardTitle>
        <RecurringForm />
      </Card>
      <Card aria-labelledby={listId}>
        <CardTitle id={listId} className="mb-3">
          Your recurring orders
        </CardTitle>
        <RecurringOrders />
      </Card>
    </div>
  );
}
