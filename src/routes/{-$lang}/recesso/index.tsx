import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SigninHere } from '../../../features/account/login';
import { WithdrawalChooser } from '../../../features/withdrawal';

// "Recedi dal contratto qui" from the footer (decision 234): the orders it is open for.
export const Route = createFileRoute('/{-$lang}/recesso/')({
  staticData: { title: msg`Recesso dal contratto`, funnel: true },
  component: () => <WithdrawalChooser signin={<SigninHere next="/recesso" />} />,
});
