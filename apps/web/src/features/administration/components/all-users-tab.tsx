import type { TMessage } from '../../../lib/message-dialog';
import { useAllUsers } from '../api/users';
import { UsersList, type TViewer } from './users-list';

type TProps = { viewer: TViewer; onMessage: (message: TMessage) => void };

/** Every user of every organisation, for the superadmin. */
export function AllUsersTab({ viewer, onMessage }: TProps) {
  const users = useAllUsers();
  return (
    <UsersList
      query={users}
      viewer={viewer}
      newUserOrganization={null}
      isShowingOrganization
      onMessage={onMessage}
      testId="all-users-table"
    />
  );
}
