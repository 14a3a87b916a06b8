import { useId } from 'react';
import { Card, CardTitle } from '../../../components/ui/card';
import { RecurringForm } from './recurring-form';
import { RecurringOrders } from './recurring-orders';

/** Recurring v1 (supplement §7): create form beside active and past orders. */
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
