import { StatusPage } from '../../components/status-page';
import type { PageProps } from '../types';

export default function NotFound(_props: PageProps) {
  return <StatusPage code={404} kind="notFound" />;
}
