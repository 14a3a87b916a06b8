import { PageHeader } from '../../components/page/page-header';
import { PageRequirements } from '../../components/page/page-requirements';
import { lazyPart, PartLoading } from '../../components/page/lazy-part';
import { useWallet } from '../../hooks/wallet/use-wallet';

// The page's first load is its header; every product's reads and valuation come in one chunk asked for at once, so
// the page paints within its budget and fills in as each product's read arrives.
const Body = lazyPart(() => import('./components/portfolio-body').then((m) => m.PortfolioBody));
Body.preload();

export function PortfolioPage() {
  const { publicKey } = useWallet();
  const wallet = publicKey?.toBase58();
  return (
    <div>
      <PageHeader route="portfolio">
        <PageRequirements walletFor="to see everything it holds and has parked" />
      </PageHeader>
      {wallet ? (
        <PartLoading what="your portfolio">
          <Body.Part key={wallet} wallet={wallet} />
        </PartLoading>
      ) : null}
    </div>
  );
}
