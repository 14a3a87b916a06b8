import { Link } from '../../lib/router';
import { ROUTES } from '../../config/routes';

export function Component() {
  return (
    <div className="mx-auto max-w-form text-center">
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="mt-2 text-ink-muted">That address is not part of this app.</p>
      <Link to={ROUTES.swap.path} className="mt-4 inline-block text-accent underline">
        Go to Swap
      </Link>
    </div>
  );
}
