import { useSite } from '../../app/site-context';
import { StatusPage } from '../../components/status-page';
import type { PageProps } from '../types';

export default function ServerError(_props: PageProps) {
  const { status } = useSite();
  return <StatusPage code={status} kind="server" />;
}
