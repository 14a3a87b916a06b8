import { RecurringForm } from './recurring-form';
import { RecurringOrders } from './recurring-orders';

/** The Limit Orders page's Recurring tab (recurring v1, supplement §7): create, then the active and past orders. */
export function RecurringPanel() {
  return (
    <div className="flex flex-col gap-6">
      <RecurringForm />
      <RecurringOrders />
    </div>
  );
}
