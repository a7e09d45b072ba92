import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { queryClient } from '../../../lib/query-client';
import { useLoadOrganisations } from '../api/get-organisations';
import { useSwitchCompany, type SwitchCompany } from '../api/switch-company';

export interface OrganisationsRootProps {
  /** Receives the switch call for the header's organisation dropdown once the feature is loaded. */
  onSwitchReady: (switchCompany: SwitchCompany) => void;
}

function Loader() {
  useLoadOrganisations();
  return null;
}

function Switcher({ onSwitchReady }: OrganisationsRootProps) {
  const switchCompany = useSwitchCompany();
  useEffect(() => onSwitchReady(switchCompany), [onSwitchReady, switchCompany]);
  return null;
}

/**
 * The organisations feature (loaded lazily by app/, only when logged in): loads the current organisation
 * and the list into the session and hands the header its switch call. It renders nothing itself; the
 * header's dropdown shows the session.
 */
export default function OrganisationsRoot(props: OrganisationsRootProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <Loader />
      {/* Its translations load on their own, so they never hold up the two calls. */}
      <Suspense fallback={null}>
        <Switcher {...props} />
      </Suspense>
    </QueryClientProvider>
  );
}
