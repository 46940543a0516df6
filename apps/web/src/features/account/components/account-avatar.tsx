import { Avatar, type AvatarProps } from '@mantine/core';
import { useAccount } from '../api/account';

/** The signed-in person's picture, or their initials while there is none. */
export function AccountAvatar({ name, ...props }: { name: string } & AvatarProps) {
  const account = useAccount();
  return (
    <Avatar
      src={account.data?.avatar_url ?? null}
      name={name}
      color="initials"
      radius="xl"
      alt={name}
      data-testid="account-avatar"
      {...props}
    />
  );
}
