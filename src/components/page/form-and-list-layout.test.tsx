// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormAndListLayout } from './form-and-list-layout';

vi.mock('./page-requirements', () => ({ PageRequirements: () => null }));

describe('FormAndListLayout', () => {
  it('gives the page one h1 and names the form and the list as regions by their h2', () => {
    render(
      <FormAndListLayout
        route="invites"
        walletFor="to create invites"
        formTitle="New invite"
        form={<form aria-label="invite" />}
        listTitle="Your invites"
        list={<p>None yet</p>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Send Invites' })).toBeInTheDocument();
    const form = screen.getByRole('region', { name: 'New invite' });
    expect(within(form).getByRole('heading', { level: 2 })).toHaveTextContent('New invite');
    expect(within(form).getByRole('form', { name: 'invite' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Your invites' })).getByText('None yet')).toBeInTheDocument();
  });
});
