import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SigninHere } from '../../../features/account/login';
import { WithdrawalPage } from '../../../features/withdrawal';

// The withdrawal function for one order (decision 234); a visitor signs in here and comes back.
export const Route = createFileRoute('/{-$lang}/recesso/$id')({
  staticData: { title: msg`Recesso dal contratto`, funnel: true },
  component: WithdrawalRoute,
});

function WithdrawalRoute() {
  const { id } = Route.useParams();
  return <WithdrawalPage key={id} orderId={id} signin={<SigninHere next={`/recesso/${id}`} />} />;
}
