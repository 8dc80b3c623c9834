import { ACCESS_LOG_TEXTS } from '@/domain/audit/access-log-texts';
import { AccessLogView } from '../components/access-log-view';

/** /dashboard/access-log: who opened or changed patients' trips, across every facility and agency (administrators only). */
export default function AccessLogPage() {
  return <AccessLogView title={ACCESS_LOG_TEXTS.title} subtitle={ACCESS_LOG_TEXTS.subtitle} />;
}
