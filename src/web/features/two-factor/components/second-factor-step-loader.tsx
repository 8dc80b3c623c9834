import { lazy, Suspense, type ComponentProps } from 'react';
import { TWO_FACTOR_TEXTS } from '@/domain/session/two-factor-texts';
import { LoadingPanel } from '@/web/components/ui/loading-panel';

// most sign-ins never need the second step, so the login screens do not carry its code
const Step = lazy(() => import('./second-factor-step'));

/** The second step of a sign-in, its code fetched when a right password first asks for it. */
export function SecondFactorStepLoader(props: ComponentProps<typeof Step>) {
  return (
    <Suspense fallback={<LoadingPanel label={TWO_FACTOR_TEXTS.loading} />}>
      <Step {...props} />
    </Suspense>
  );
}
