import { useWallet } from '../../hooks/wallet/use-wallet';
import { lazy, memo, Suspense, useId, useRef } from 'react';
import { FormAndListLayout } from '../../components/page/form-and-list-layout';
import { TxProgress } from '../../components/tx/tx-progress';
import { Card, CardTitle } from '../../components/ui/card';
import { Notice } from '../../components/ui/notice';
import { useNearViewport } from '../../hooks/use-near-viewport';
import { CurveSimulator } from './components/curve-simulator';
import { LaunchFormView } from './components/launch-form';
import { LaunchSuccess } from './components/launch-success';
import { MyLaunches } from './components/my-launches';
import { UploadProgressView } from './components/upload-progress';
import { useLaunch } from './hooks/use-launch';
import { useLaunchForm } from './hooks/use-launch-form';
import { firstError } from './utils/launch-params';

const Discovery = lazy(() => import('./components/discovery').then((m) => ({ default: m.Discovery })));

const LAUNCH_STAGES = {
  crafting: 'Creating the launch and uploading its image and metadata…',
  sending: 'Submitting to Studio…',
};

/**
 * Last on the page: its chunk, render and two polled reads had run while the name was typed (issue 30), so it loads
 * as it comes near the screen, as the curve's charts do.
 */
function DiscoveryCard() {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const near = useNearViewport(list);
  const loading = <p className="text-sm text-ink-muted">Loading launches…</p>;
  return (
    <Card aria-labelledby={id}>
      <CardTitle id={id} className="mb-3">
        Discover launches
      </CardTitle>
      <div ref={list}>
        {near ? (
          <Suspense fallback={loading}>
            <Discovery />
          </Suspense>
        ) : (
          loading
        )}
      </div>
    </Card>
  );
}

/** Below the form, and memoised: a keystroke in the form does not re-render these lists. */
const LaunchLists = memo(function LaunchLists() {
  const myLaunchesId = useId();
  return (
    <>
      <Card aria-labelledby={myLaunchesId}>
        <CardTitle id={myLaunchesId}>My launches</CardTitle>
        <MyLaunches />
      </Card>
      <DiscoveryCard />
    </>
  );
});

export function LaunchTokenPage() {
  const form = useLaunchForm();
  const launch = useLaunch();
  const { publicKey } = useWallet();
  const { state } = launch;
  const showUploads =
    state.status === 'crafting' || (state.status === 'error' && launch.uploads.image.status !== 'waiting');
  const onLaunch = () => {
    if (!form.submit() || !form.parsed || !publicKey) return;
    launch.run({ fields: form.parsed, wallet: publicKey.toBase58(), devBuy: form.devBuy });
  };

  return (
    <div className="flex flex-col gap-6">
      <FormAndListLayout
        route="launch"
        walletFor="to launch a token"
        split="even"
        formTitle="Token"
        form={
          state.status === 'done' ? (
            <LaunchSuccess
              launch={state.result}
              onDone={() => {
                launch.reset();
                form.reset();
              }}
            />
          ) : (
            <LaunchFormView
              form={form}
              busy={launch.busy}
              onLaunch={onLaunch}
              progress={
                <>
                  {form.tried && Object.keys(form.errors).length > 0 ? (
                    <Notice tone="danger" title="Check the form">
                      {firstError(form.errors)}
                    </Notice>
                  ) : null}
                  {showUploads ? <UploadProgressView progress={launch.uploads} /> : null}
                  {launch.checkingConfig ? (
                    <p role="status" className="text-sm text-ink-muted">
                      Checking the pool config on chain…
                    </p>
                  ) : null}
                  <TxProgress state={state} stages={LAUNCH_STAGES} onRetry={launch.retry} />
                </>
              }
            />
          )
        }
        listTitle="Curve simulator"
        list={<CurveSimulator sim={form.sim} problem={firstError(form.curveErrors)} devBuy={form.devBuy} />}
      />
      <LaunchLists />
    </div>
  );
}
