import { CredentialsTable } from '../components/credentials-table';

/** /dashboard/credentials: the region's expired and expiring credentials across agencies (the control center reads them). */
export default function RegionCredentialsPage() {
  return <CredentialsTable manage={false} />;
}
