import { useSearchParams } from '@sge/shared/router';
import { PreRegistrationView } from '../features/registration/components/pre-registration-view';

/** /registration/pre-registration?token=…: public, empty layout, no sign-in (SPEC §2). */
export default function PreRegistrationPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return <PreRegistrationView key={token} token={token} />;
}
