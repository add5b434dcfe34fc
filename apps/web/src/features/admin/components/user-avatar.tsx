import Avatar from '@mui/material/Avatar';

interface UserAvatarProps {
  image: string | null;
  firstname: string;
  lastname: string;
}

/** The profile image, or the initials when there is none. Decorative: the name stands beside it. */
export function UserAvatar({ image, firstname, lastname }: UserAvatarProps) {
  return (
    <Avatar src={image ?? undefined} alt="" sx={{ width: 32, height: 32, fontSize: 14 }}>
      {`${firstname.charAt(0)}${lastname.charAt(0)}`.toUpperCase()}
    </Avatar>
  );
}
