// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSandboxClient, type SandboxClient } from '../../test/sandbox-client';
import { FormAndListLayout } from './form-and-list-layout';

let sb: SandboxClient;
beforeEach(async () => {
  sb = await openSandboxClient({ seed: 'form-and-list-layout' });
});
afterEach(() => sb.close());

describe('FormAndListLayout', () => {
  it('gives the page one h1 and names the form and the list as regions by their h2', async () => {
    render(
      <FormAndListLayout
        route="invites"
        walletFor="to create invites"
        formTitle="New invite"
        form={<form aria-label="invite" />}
        listTitle="Your invites"
        list={<p>None yet</p>}
      />,
      { wrapper: sb.wrapper },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Send Invites' })).toBeInTheDocument();
    const form = screen.getByRole('region', { name: 'New invite' });
    expect(within(form).getByRole('heading', { level: 2 })).toHaveTextContent('New invite');
    expect(within(form).getByRole('form', { name: 'invite' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Your invites' })).getByText('None yet')).toBeInTheDocument();
    // The service answers its status read, so all the page still needs is a wallet.
    expect(await screen.findByText('Connect a wallet to create invites.')).toBeInTheDocument();
    await waitFor(() => expect(sb.queryClient.getQueryState(['service-status', sb.baseUrl])?.status).toBe('success'));
    expect(screen.queryByText(/Service unreachable|API key was refused/)).toBeNull();
  });
});
