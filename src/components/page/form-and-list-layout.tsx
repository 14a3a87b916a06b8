import { useId, type ReactNode } from 'react';
import { Card, CardTitle } from '../ui/card';
import type { RouteId } from '../../config/routes';
import { cn } from '../../utils/cn';
import { PageHeader } from './page-header';
import { PageRequirements } from './page-requirements';

export interface FormAndListLayoutProps {
  route: RouteId;
  walletFor: string;
  formTitle: string;
  form: ReactNode;
  listTitle: string;
  list: ReactNode;
  split?: 'narrow' | 'even';
}

/**
 * The page shape every write page shares: the h1 header, then a form and a list (or preview), each a region named by
 * its h2. One column on phones, the form first; side by side from `lg`.
 */
export function FormAndListLayout({
  route,
  walletFor,
  formTitle,
  form,
  listTitle,
  list,
  split = 'narrow',
}: FormAndListLayoutProps) {
  const formId = useId();
  const listId = useId();
  return (
    <div>
      <PageHeader route={route}>
        <PageRequirements walletFor={walletFor} />
      </PageHeader>
      <div
        className={cn(
          'grid grid-cols-1 items-start gap-6',
          split === 'narrow' ? 'lg:grid-cols-[28rem_1fr]' : 'lg:grid-cols-2',
        )}
      >
        <Card aria-labelledby={formId}>
          <CardTitle id={formId} className="mb-3">
            {formTitle}
          </CardTitle>
          {form}
        </Card>
        <Card aria-labelledby={listId}>
          <CardTitle id={listId}>{listTitle}</CardTitle>
          {list}
        </Card>
      </div>
    </div>
  );
}
